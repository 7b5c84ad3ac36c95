/** An entry of package-lock.json's `packages`: a workspace folder or an installed package. */
export type LockEntry = {
  version?: string;
  /** A workspace's own link in node_modules: its sources are hashed, not its lock entry. */
  link?: boolean;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
};

/** The folder whose node_modules Node looks in next: `node_modules/a/node_modules/b` → `node_modules/a`. */
function parentOf(folder: string): string {
  const at = folder.lastIndexOf('/node_modules/');
  return at === -1 ? '' : folder.slice(0, at);
}

/**
 * The installed packages `roots` load, and theirs in turn, as `path@version` lines, sorted: the
 * part of the lockfile that can change what they do. `roots` are workspace folders (their declared
 * dependencies are followed) and `[folder, package]` pairs (a package that folder's code loads).
 * Each package is found as Node finds it: in the node_modules of the folder that asks, then of each
 * folder above. One missing from the lockfile (an optional one for another platform) is skipped.
 */
export function lockedPackages(
  packages: Record<string, LockEntry>,
  roots: (string | [folder: string, name: string])[],
): string[] {
  const found = new Set<string>();
  const find = (from: string, name: string): string | undefined => {
    for (let folder = from; ; folder = parentOf(folder)) {
      const path = folder ? `${folder}/node_modules/${name}` : `node_modules/${name}`;
      if (packages[path]) return path;
      if (!folder) return undefined;
    }
  };
  const visit = (path: string) => {
    if (found.has(path)) return;
    found.add(path);
    const { dependencies, optionalDependencies, peerDependencies } = packages[path] ?? {};
    for (const name of Object.keys({ ...dependencies, ...optionalDependencies, ...peerDependencies })) {
      const dependency = find(path, name);
      if (dependency) visit(dependency);
    }
  };
  for (const root of roots) {
    if (typeof root === 'string') visit(root);
    else {
      const path = find(root[0], root[1]);
      if (path) visit(path);
    }
  }
  return [...found]
    .filter((path) => path.includes('node_modules/') && !packages[path]?.link)
    .sort()
    .map((path) => `${path}@${packages[path]?.version}`);
}
