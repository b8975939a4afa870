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

/// llvm-tblgen's order: the depfile is written before the output, so a
/// depfile that cannot be written leaves no output; `-d` needs `-o`.
#[test]
fn a_depfile_error_leaves_no_output() {
    let dir = tempfile::tempdir().expect("tempdir");
    let main = dir.path().join("m.td");
    std::fs::write(&main, "def A;\n").expect("write");
    let out_path = dir.path().join("OUT");
    let dep = dir.path().join("missing-dir").join("x.d");
    let out = tblgen()
        .arg("-o")
        .arg(&out_path)
        .arg("-d")
        .arg(&dep)
        .arg(&main)
        .output()
        .expect("run");
    assert_eq!(out.status.code(), Some(1));
    assert!(
        !out_path.exists(),
        "output written despite the depfile error"
    );
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.ends_with(&format!(
            ": error opening {}:No such file or directory\n",
            dep.display()
        )),
        "{}",
        err
    );
    let out = tblgen()
        .arg("-d")
        .arg(&dep)
        .arg(&main)
        .output()
        .expect("run");
    assert_eq!(out.status.code(), Some(1));
    assert!(out.stdout.is_empty());
    assert!(String::from_utf8_lossy(&out.stderr)
        .ends_with(": the option -d must be used together with -o\n"));
}

#[test]
fn errors_remove_a_regular_output_file_but_never_a_device() {
    use std::os::unix::fs::FileTypeExt;
    let dir = tempfile::tempdir().expect("tempdir");
    let main = dir.path().join("m.td");
    // An error that does not stop the run: the output is written, then
    // removed (llvm-tblgen's `ErrorsPrinted`).
    std::fs::write(&main, "def A;\nassert 0, \"boom\";\ndef B;\n").expect("write");
    let out_path = dir.path().join("OUT");
    std::fs::write(&out_path, "old").expect("write");
    let run = |output: &std::path::Path| {
        tblgen()
            .arg("-o")
            .arg(output)
            .arg(&main)
            .output()
            .expect("run")
            .status
            .code()
    };
    assert_eq!(run(&out_path), Some(1));
    assert!(!out_path.exists(), "the output of a failed run is kept");
    // `/dev/null` stays the device, as LLVM's `sys::fs::remove` refuses to
    // remove what is not a regular file or a link.
    let null = std::path::Path::new("/dev/null");
    assert_eq!(run(null), Some(1));
    let kind = std::fs::symlink_metadata(null)
        .expect("/dev/null")
        .file_type();
    assert!(kind.is_char_device(), "/dev/null was replaced: {kind:?}");
}

/// The depfile lists each included file once, sorted, as llvm-tblgen's.
#[test]
fn the_depfile_lists_includes_sorted() {
    let dir = tempfile::tempdir().expect("tempdir");
    std::fs::write(dir.path().join("z.td"), "include \"a.td\"\n").expect("write");
    std::fs::write(dir.path().join("a.td"), "class A;\n").expect("write");
    let main = dir.path().join("m.td");
    std::fs::write(&main, "include \"z.td\"\ninclude \"a.td\"\ndef x : A;\n").expect("write");
    let out_path = dir.path().join("OUT");
    let dep = dir.path().join("x.d");
    let st = tblgen()
        .current_dir(dir.path())
        .args(["-o", "OUT", "-d", "x.d", "m.td"])
        .status()
        .expect("run");
    assert!(st.success());
    assert!(out_path.exists());
    assert_eq!(
        std::fs::read_to_string(&dep).expect("depfile"),
        "OUT: a.td z.td\n"
    );
}

/// Output that cannot be written fails the run, as with the LLVM tools: a
/// full device for standard output or standard error; a broken pipe ends
/// it with LLVM's EX_IOERR (74).
#[cfg(target_os = "linux")]
#[test]
fn lost_output_fails_the_run() {
    let dir = tempfile::tempdir().expect("tempdir");
    let main = dir.path().join("m.td");
    std::fs::write(&main, "def A { dump \"note\"; }\n").expect("write");
    let sh = |redirect: &str| {
        Command::new("sh")
            .arg("-c")
            .arg(format!(
                "\"{}\" \"{}\" {}",
                env!("CARGO_BIN_EXE_tblgen"),
                main.display(),
                redirect
            ))
            .output()
            .expect("sh")
    };
    let full = sh(">/dev/full");
    assert_eq!(full.status.code(), Some(1));
    assert_eq!(
        String::from_utf8_lossy(&full.stderr),
        format!(
            "{}:1:9: note: note\ndef A {{ dump \"note\"; }}\n        ^\nLLVM ERROR: IO failure on output stream: No space left on device\n",
            main.display()
        )
    );
    assert_eq!(sh(">/dev/null").status.code(), Some(0));
    // The note cannot be written.
    assert_eq!(sh(">/dev/null 2>/dev/full").status.code(), Some(1));
    let big: String = (0..20000).map(|i| format!("def A{i};\n")).collect();
    std::fs::write(&main, big).expect("write");
    let pipe = Command::new("bash")
        .arg("-c")
        .arg(format!(
            "\"{}\" \"{}\" | head -c 1 >/dev/null; echo ${{PIPESTATUS[0]}}",
            env!("CARGO_BIN_EXE_tblgen"),
            main.display()
        ))
        .output()
        .expect("bash");
    assert_eq!(String::from_utf8_lossy(&pipe.stdout).trim(), "74");
}

/// Under an address-space limit the tool runs (2 GiB: its two large-stack
/// threads fit) or, when its threads cannot be started, says so: never a
/// panic.
#[cfg(target_os = "linux")]
#[test]
fn an_address_space_limit_is_reported_not_a_panic() {
    let dir = tempfile::tempdir().expect("tempdir");
    let main = dir.path().join("m.td");
    std::fs::write(&main, "def A;\n").expect("write");
    for (kib, must_run) in [(2_097_152, true), (300_000, false)] {
        let out = Command::new("sh")
            .arg("-c")
            .arg(format!(
                "ulimit -v {}; \"{}\" \"{}\"",
                kib,
                env!("CARGO_BIN_EXE_tblgen"),
                main.display()
            ))
            .output()
            .expect("sh");
        let err = String::from_utf8_lossy(&out.stderr);
        if must_run || out.status.success() {
            assert!(out.status.success(), "{}: {}", kib, err);
            assert!(String::from_utf8_lossy(&out.stdout).contains("def A {"));
        } else {
            assert_eq!(out.status.code(), Some(1), "{}", err);
            assert!(
                err.starts_with("error: cannot start the evaluation thread"),
                "{}",
                err
            );
        }
    }
}
