/**
 * Stopping a child started in its own process group (`detached: true`), so that whatever it
 * started in turn (the Firebase CLI's function workers, the Studio's bundler) stops with it.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'

/** The process exists and is not a zombie (a zombie still answers kill(0), but has ended). */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    const stat = `/proc/${pid}/stat`
    return !existsSync(stat) || !readFileSync(stat, 'utf8').split(') ')[1]?.startsWith('Z')
  } catch {
    return false
  }
}

/** Sends `signal` to the whole group led by `pid`; a group already gone is no error. */
export function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal)
  } catch {
    // already gone
  }
}

/**
 * Any process of the group led by `pid` is left (the leader may have gone before its children).
 * Where /proc exists, ended processes that nobody has reaped yet (zombies: an orphan waits for
 * init, which may take seconds) do not count; kill(0) would count them.
 */
export function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0)
  } catch {
    return false
  }
  if (!existsSync('/proc/self/stat')) return true
  return readdirSync('/proc').some((entry) => {
    if (!/^\d+$/.test(entry)) return false
    try {
      const [state, , group] = (readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1] ?? '').split(' ')
      return state !== 'Z' && Number(group) === pid
    } catch {
      return false // ended while we looked
    }
  })
}

/** SIGTERM to the group, SIGKILL to whatever is left after `graceMs`; resolves once the group is gone. */
export async function stopProcessGroup(pid: number, graceMs = 10_000): Promise<void> {
  signalGroup(pid, 'SIGTERM')
  const deadline = Date.now() + graceMs
  while (groupAlive(pid) && Date.now() < deadline) await new Promise((done) => setTimeout(done, 50))
  signalGroup(pid, 'SIGKILL')
  // A killed process that nobody has reaped yet still counts as a member: a bounded wait.
  const killedBy = Date.now() + 5_000
  while (groupAlive(pid) && Date.now() < killedBy) await new Promise((done) => setTimeout(done, 20))
}
