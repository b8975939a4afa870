//! Generates the ops (`$OUT_DIR/ops.rs.inc`) and the DRR rewrite patterns
//! (`$OUT_DIR/patterns.rs.inc`).

use std::path::PathBuf;

fn main() {
    tblgen_build::compile("Ops.td");
    let manifest = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").expect("manifest dir"));
    let out = PathBuf::from(std::env::var("OUT_DIR").expect("out dir"));
    let opts = tblgen_core::tablegen::Options {
        include_dirs: vec![manifest.clone(), td::include_dir()],
        ..Default::default()
    };
    let input = manifest.join("Patterns.td");
    let result = tblgen_core::tablegen::with_file(&input, &opts, |loaded| {
        let loaded = loaded.map_err(|d| d.render())?;
        let files: Vec<PathBuf> = loaded
            .records
            .files_read()
            .into_iter()
            .map(|p| p.to_path_buf())
            .collect();
        let text =
            tblgen_core::emit::drr::gen_rewriters(&loaded.records).map_err(|d| d.render())?;
        Ok::<_, String>((text, files))
    });
    match result {
        Ok((text, files)) => {
            for f in files {
                println!("cargo:rerun-if-changed={}", f.display());
            }
            std::fs::write(out.join("patterns.rs.inc"), text).expect("write patterns.rs.inc");
        }
        Err(rendered) => {
            println!("cargo:rerun-if-changed={}", input.display());
            eprintln!("{}", rendered);
            std::process::exit(1);
        }
    }
}
