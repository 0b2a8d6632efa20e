// Times the `ogs` crate (../shared/baselines/ogs, found and linked by bench/cases/octal-ogs.mjs)
// computing the first COUNT values of an octal game with one of its solvers, and prints
// `COUNT HASH SECONDS PEAK_MB CPU_SECONDS`: HASH is the same FNV-style hash bench/tools/sequence.mjs
// takes of nimlab's values, SECONDS covers allocation and computation (not process start), PEAK_MB
// is the process's peak resident memory (VmHWM), CPU_SECONDS the CPU time over the same span (from
// /proc/self/schedstat; 0 where there is none).
use ogs::{Game, NaiveSolver, RC2Solver, RCSolver, Solver};
use std::time::Instant;

fn run<S: Solver>(game: Game, count: usize)
where
    S::Stats: Default,
{
    let cpu_started = cpu_seconds();
    let started = Instant::now();
    let mut solver = S::with_capacity(game, count);
    for _ in solver.by_ref().take(count) {}
    let seconds = started.elapsed().as_secs_f64();
    let cpu = cpu_seconds() - cpu_started;
    let mut hash: u32 = 2166136261;
    for &value in solver.nimbers() {
        hash = (hash ^ value as u32).wrapping_mul(16777619);
    }
    println!("{} {} {:.4} {:.1} {:.4}", solver.nimbers().len(), hash, seconds, peak_megabytes(), cpu);
}

/// Time this process has spent on a CPU, in seconds (first field of /proc/self/schedstat, in ns).
fn cpu_seconds() -> f64 {
    let text = std::fs::read_to_string("/proc/self/schedstat").unwrap_or_default();
    text.split_whitespace().next().and_then(|ns| ns.parse::<f64>().ok()).unwrap_or(0.0) / 1e9
}

/// Peak resident set from /proc/self/status (0 where there is no /proc).
fn peak_megabytes() -> f64 {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    for line in status.lines() {
        if let Some(rest) = line.strip_prefix("VmHWM:") {
            let kb: f64 = rest.trim().trim_end_matches("kB").trim().parse().unwrap_or(0.0);
            return kb / 1024.0;
        }
    }
    0.0
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    if args.len() < 3 {
        eprintln!("usage: ogs_driver CODE COUNT [rc|rc2|naive]");
        std::process::exit(2);
    }
    let game = Game::from_ascii(args[1].as_bytes()).expect("an octal code such as 0.6");
    let count: usize = args[2].parse().expect("COUNT, a number of values");
    match args.get(3).map(String::as_str).unwrap_or("rc") {
        "naive" => run::<NaiveSolver>(game, count),
        "rc2" => run::<RC2Solver>(game, count),
        _ => run::<RCSolver>(game, count),
    }
}
