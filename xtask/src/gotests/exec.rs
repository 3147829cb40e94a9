//! Running a command with a time limit, its stdout and stderr captured together in one pipe
//! (so they interleave as Go's harness sees them), in its own process group so that a timeout
//! kills it and everything it started.

use super::classify::Exit;
use std::io::Read;
use std::os::unix::process::{CommandExt, ExitStatusExt};
use std::process::{Command, Stdio};
use std::sync::mpsc;
use std::thread;
use std::time::Duration;

pub struct Finished {
    pub exit: Exit,
    /// Combined stdout and stderr, cut at the output limit.
    pub output: Vec<u8>,
}

extern "C" {
    // From the C library std already links; used to signal a whole process group.
    fn kill(pid: i32, sig: i32) -> i32;
}

const SIGKILL: i32 = 9;

fn kill_group(pgid: u32) {
    // SAFETY: kill(2) has no memory-safety preconditions; a negative pid names the group
    // that the child leads (created by `process_group(0)`).
    unsafe {
        kill(-(pgid as i32), SIGKILL);
    }
}

/// Runs `cmd` (stdin from /dev/null), kills its process group after `limit` or once it has
/// written more than `max_output` bytes.
pub fn run(mut cmd: Command, limit: Duration, max_output: usize) -> std::io::Result<Finished> {
    let (mut reader, writer) = std::io::pipe()?;
    cmd.stdin(Stdio::null())
        .stdout(writer.try_clone()?)
        .stderr(writer)
        .process_group(0);
    let mut child = cmd.spawn()?;
    // The parent's copies of the write end live in `cmd`; drop them so EOF arrives.
    drop(cmd);
    let pid = child.id();

    let (over_tx, over_rx) = mpsc::channel::<()>();
    let read_thread = thread::spawn(move || {
        let mut out = Vec::new();
        let mut buf = [0u8; 16384];
        let mut signalled = false;
        loop {
            match reader.read(&mut buf) {
                Ok(0) | Err(_) => break,
                Ok(n) => {
                    if out.len() < max_output {
                        let take = n.min(max_output - out.len());
                        out.extend_from_slice(&buf[..take]);
                    } else if !signalled {
                        signalled = true;
                        let _ = over_tx.send(());
                    }
                }
            }
        }
        out
    });

    let (done_tx, done_rx) = mpsc::channel();
    let wait_thread = thread::spawn(move || {
        let status = child.wait();
        let _ = done_tx.send(());
        status
    });

    let start = std::time::Instant::now();
    let mut killed: Option<Exit> = None;
    loop {
        let left = limit.saturating_sub(start.elapsed());
        if left.is_zero() {
            kill_group(pid);
            killed = Some(Exit::Timeout);
            break;
        }
        // Wake up regularly to notice the output limit.
        match done_rx.recv_timeout(left.min(Duration::from_millis(50))) {
            Ok(()) => break,
            Err(mpsc::RecvTimeoutError::Timeout) => {
                if over_rx.try_recv().is_ok() {
                    kill_group(pid);
                    killed = Some(Exit::OutputLimit);
                    break;
                }
            }
            Err(mpsc::RecvTimeoutError::Disconnected) => break,
        }
    }
    let status = wait_thread
        .join()
        .map_err(|_| std::io::Error::other("wait thread panicked"))??;
    // Anything the program left running in its group would keep the pipe open.
    if killed.is_none() {
        kill_group(pid);
    }
    let output = read_thread
        .join()
        .map_err(|_| std::io::Error::other("reader thread panicked"))?;
    let exit = match killed {
        Some(k) => k,
        None => match (status.code(), status.signal()) {
            (Some(c), _) => Exit::Code(c),
            (None, Some(s)) => Exit::Signal(s),
            (None, None) => Exit::Code(-1),
        },
    };
    Ok(Finished { exit, output })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sh(script: &str) -> Command {
        let mut c = Command::new("sh");
        c.arg("-c").arg(script);
        c
    }

    #[test]
    fn combined_output_in_order() {
        let f = run(
            sh("echo out; echo err >&2; echo out2; exit 3"),
            Duration::from_secs(10),
            1 << 20,
        )
        .unwrap();
        assert_eq!(f.exit, Exit::Code(3));
        assert_eq!(String::from_utf8(f.output).unwrap(), "out\nerr\nout2\n");
    }

    #[test]
    fn timeout_kills_the_whole_group() {
        let start = std::time::Instant::now();
        // The grandchild `sleep` holds the pipe open; killing only `sh` would hang the reader.
        let f = run(
            sh("sleep 30 & sleep 30; echo never"),
            Duration::from_millis(300),
            1 << 20,
        )
        .unwrap();
        assert_eq!(f.exit, Exit::Timeout);
        assert!(start.elapsed() < Duration::from_secs(10));
        assert!(f.output.is_empty());
    }

    #[test]
    fn output_limit() {
        let f = run(sh("yes"), Duration::from_secs(20), 1000).unwrap();
        assert_eq!(f.exit, Exit::OutputLimit);
        assert_eq!(f.output.len(), 1000);
    }

    #[test]
    fn signals_are_reported() {
        let f = run(sh("kill -SEGV $$"), Duration::from_secs(10), 1000).unwrap();
        assert_eq!(f.exit, Exit::Signal(11));
    }
}
