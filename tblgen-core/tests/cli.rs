//! The `tblgen` command line: default action, `-I`/`-IDIR`, `-D`, `-o`,
//! `-d` depfiles, `--write-if-changed` and error exit codes.

use std::process::Command;

fn tblgen() -> Command {
    Command::new(env!("CARGO_BIN_EXE_tblgen"))
}

#[test]
fn print_records_is_the_default_and_writes_outputs() {
    let dir = tempfile::tempdir().expect("tempdir");
    let inc = dir.path().join("inc");
    std::fs::create_dir(&inc).expect("mkdir");
    std::fs::write(inc.join("lib.td"), "class Lib { int v = 1; }\n").expect("write");
    let main = dir.path().join("main.td");
    std::fs::write(
        &main,
        "include \"lib.td\"\n#ifdef FLAG\ndef flagged : Lib;\n#endif\n",
    )
    .expect("write");
    let out = dir.path().join("out.txt");
    let dep = dir.path().join("out.d");
    let status = tblgen()
        .arg(format!("-I{}", inc.display()))
        .args(["-D", "FLAG", "-o"])
        .arg(&out)
        .arg("-d")
        .arg(&dep)
        .arg(&main)
        .status()
        .expect("run");
    assert!(status.success());
    let text = std::fs::read_to_string(&out).expect("output");
    assert!(
        text.starts_with("------------- Classes -----------------\nclass Lib {\n"),
        "{}",
        text
    );
    assert!(
        text.contains("def flagged {\t// Lib\n  int v = 1;\n}\n"),
        "{}",
        text
    );
    let d = std::fs::read_to_string(&dep).expect("depfile");
    assert!(d.starts_with(&format!("{}:", out.display())), "{}", d);
    assert!(d.contains("lib.td"), "{}", d);

    // Same output again with --write-if-changed keeps the file as is.
    let before = std::fs::metadata(&out)
        .and_then(|m| m.modified())
        .expect("mtime");
    std::thread::sleep(std::time::Duration::from_millis(20));
    let status = tblgen()
        .arg("--print-records")
        .arg("--write-if-changed")
        .arg("-I")
        .arg(&inc)
        .args(["-DFLAG", "-o"])
        .arg(&out)
        .arg(&main)
        .status()
        .expect("run");
    assert!(status.success());
    let after = std::fs::metadata(&out)
        .and_then(|m| m.modified())
        .expect("mtime");
    assert_eq!(before, after);
}

#[test]
fn errors_exit_with_1_and_a_located_message() {
    let dir = tempfile::tempdir().expect("tempdir");
    let main = dir.path().join("bad.td");
    std::fs::write(&main, "def a {\n  int x = nope;\n}\n").expect("write");
    let out = tblgen().arg(&main).output().expect("run");
    assert_eq!(out.status.code(), Some(1));
    assert!(out.stdout.is_empty());
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(
        err,
        format!(
            "{}:2:11: error: Variable not defined: 'nope'\n  int x = nope;\n          ^\n",
            main.display()
        )
    );

    let out = tblgen()
        .arg(dir.path().join("missing.td"))
        .output()
        .expect("run");
    assert_eq!(out.status.code(), Some(1));
    let out = tblgen().arg("--no-such-option").output().expect("run");
    assert_eq!(out.status.code(), Some(1));
}
