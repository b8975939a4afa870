//! The runtime IR: the opaque `Operation` that generated op wrappers sit on.
#![deny(missing_docs)]
