//! The README's "Write your own dialect" quick start, built as a user would
//! paste it: every block marked `<!-- quick-start: FILE -->` becomes that
//! file of a new crate (the registry dependencies `"0.1"` become paths to
//! this workspace, the crates not being published yet), it builds, and its
//! tool reads the README's `input.mlir`, and its output must be the README's `output`
//! block.

#[allow(dead_code)] // `throwaway_crate` is for the other crate tests
mod support;

/// The marked blocks of the README: (file name, content).
fn quick_start_blocks(readme: &str) -> Vec<(String, String)> {
    let mut blocks = Vec::new();
    let mut lines = readme.lines();
    while let Some(line) = lines.next() {
        let Some(name) = line
            .strip_prefix("<!-- quick-start: ")
            .and_then(|r| r.strip_suffix(" -->"))
        else {
            continue;
        };
        let fence = lines.next().expect("a fenced block after the marker");
        assert!(
            fence.starts_with("```"),
            "{name}: no block after the marker"
        );
        let body: Vec<&str> = lines.by_ref().take_while(|l| *l != "```").collect();
        blocks.push((name.to_string(), body.join("\n") + "\n"));
    }
    blocks
}

#[test]
fn the_readme_quick_start_builds_and_runs() {
    let ws = support::workspace();
    let readme = std::fs::read_to_string(ws.join("README.md")).expect("README.md");
    let blocks = quick_start_blocks(&readme);
    let names: Vec<&str> = blocks.iter().map(|(n, _)| n.as_str()).collect();
    assert_eq!(
        names,
        [
            "Cargo.toml",
            "Ops.td",
            "build.rs",
            "src/lib.rs",
            "src/main.rs",
            "input.mlir",
            "output"
        ]
    );
    let dir = tempfile::tempdir().expect("tempdir");
    let d = dir.path();
    std::fs::create_dir(d.join("src")).expect("mkdir src");
    let mut expected = String::new();
    for (name, text) in &blocks {
        let text = match name.as_str() {
            "output" => {
                expected = text.clone();
                continue;
            }
            "Cargo.toml" => {
                let path = |c: &str| format!("{{ path = {:?} }}", ws.join(c).display().to_string());
                let manifest = text
                    .replace("ir = \"0.1\"", &format!("ir = {}", path("ir")))
                    .replace(
                        "tblgen-build = \"0.1\"",
                        &format!("tblgen-build = {}", path("tblgen-build")),
                    );
                assert_ne!(&manifest, text, "the dependencies were not found");
                // Not a member of the workspace it is built in.
                manifest + "\n[workspace]\n"
            }
            _ => text.clone(),
        };
        std::fs::write(d.join(name), text).expect("write");
    }
    std::fs::copy(ws.join("Cargo.lock"), d.join("Cargo.lock")).expect("lock");
    let build = support::cargo(d, "readme-quick-start", &["build", "-q"]);
    assert!(
        build.status.success(),
        "the quick start does not build:\n{}",
        support::text(&build)
    );
    // `cargo run -- input.mlir --allow-unregistered-dialect`, without cargo
    // (whose `--offline` would follow the tool's arguments).
    let run = std::process::Command::new(
        support::target_dir("readme-quick-start").join("debug/my-dialect"),
    )
    .args(["input.mlir", "--allow-unregistered-dialect"])
    .current_dir(d)
    .output()
    .expect("the tool runs");
    assert!(run.status.success(), "{}", support::text(&run));
    // The driver ends its output with an empty line, as mlir-opt does.
    let stdout = String::from_utf8_lossy(&run.stdout);
    assert_eq!(stdout.trim_end(), expected.trim_end());
}
