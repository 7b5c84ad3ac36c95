import { constants, setPriority } from 'node:os';

// Imported by worker threads: below the app's priority, so when both want a core, requests go first.
// On Linux a thread has a nice value of its own, so this lowers the importing thread only; elsewhere
// it would lower the whole process, so there it is left alone. A refusal costs nothing but the priority.
if (process.platform === 'linux') {
  try {
    setPriority(constants.priority.PRIORITY_BELOW_NORMAL);
  } catch {}
}
