//! Why the program stops early, and the exit code that says so.

/// Why the program stops early. Usage errors exit with 2, a search that
/// gave up with 3, others with 1.
#[derive(Debug)]
pub enum Failure {
    /// Bad input on the command line (a script, a path, a mode's refusal).
    Usage(String),
    /// Something the user could not fix with different flags (no display, no resources).
    Runtime(String),
    /// No answer either way: a search stopped at its limit (`sokoban solve`
    /// gave up), which a higher limit may turn into an answer.
    GaveUp(String),
}

impl Failure {
    pub fn exit_code(&self) -> u8 {
        match self {
            Failure::Usage(_) => 2,
            Failure::Runtime(_) => 1,
            Failure::GaveUp(_) => 3,
        }
    }

    pub fn message(&self) -> &str {
        match self {
            Failure::Usage(m) | Failure::Runtime(m) | Failure::GaveUp(m) => m,
        }
    }
}
