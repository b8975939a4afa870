//! Generates the format hooks of `Ops.td` into `$OUT_DIR/formats.rs.inc`.

use std::path::PathBuf;

fn main() {
    println!("cargo:rerun-if-changed=Ops.td");
    let out = PathBuf::from(std::env::var("OUT_DIR").expect("OUT_DIR")).join("formats.rs.inc");
    let opts = tblgen_core::tablegen::Options {
        include_dirs: vec![td::include_dir()],
        ..Default::default()
    };
    let code = tblgen_core::tablegen::with_file(std::path::Path::new("Ops.td"), &opts, |res| {
        let loaded = res.map_err(|d| d.render())?;
        let kp = &loaded.records;
        tblgen_core::emit::format::generate_format_file(kp).map_err(|d| kp.render(&d))
    });
    match code {
        Ok(code) => std::fs::write(&out, code).expect("write formats.rs.inc"),
        Err(e) => {
            eprintln!("{}", e);
            std::process::exit(1);
        }
    }
}
