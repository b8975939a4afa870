//! A short run of the fuzz target of the generated custom forms
//! (`examples/fuzz.rs`): 20 seconds from a fixed seed.

#[path = "../examples/fuzz.rs"]
mod fuzz;

#[test]
fn generated_parsers_survive_20_seconds_of_fuzzing() {
    assert!(fuzz::seeds().len() > 10, "seeds from tests/roundtrip.rs");
    let mut campaign = fuzz_support::Campaign::from_args("fuzz_format_dialect", "mlir");
    campaign.duration = std::time::Duration::from_secs(20);
    campaign.seed = 20;
    let report = campaign.run(&fuzz::seeds(), fuzz::DICT, fuzz::check);
    assert!(report.executions > 100, "{report:?}");
    assert_eq!(report.exit_code(), 0, "{report:?}");
}
