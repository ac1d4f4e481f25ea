// Another commit, built, for a side-by-side figure: a detached git worktree of it under the system's temporary
// folder, its packages linked from this tree's node_modules when both lock files are the same (hard links: no
// download, no copy of the bytes), else installed with npm ci, then `npm run build`. The built tree is kept and
// reused by the next run for the same commit; `git worktree remove --force <path>` removes it.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const repoRoot = new URL('../..', import.meta.url).pathname;

const git = (...args) => execFileSync('git', ['-C', repoRoot, ...args], { encoding: 'utf8' }).trim();

function run(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, stdio: ['ignore', 'inherit', 'inherit'] });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd} (exit ${result.status})`);
}

/** The folders holding node_modules in a tree: the root and each workspace (from the root package.json). */
function nodeModulesFolders(root) {
  const { workspaces = [] } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  return ['.', ...workspaces].filter((folder) => existsSync(join(root, folder, 'node_modules')));
}

/** A short name and the root of `ref` built; builds it on first use. */
export function builtCommit(ref) {
  const sha = git('rev-parse', '--verify', `${ref}^{commit}`);
  const short = sha.slice(0, 7);
  const root = join(tmpdir(), `nprm-bench-${short}`);
  const stamp = join(root, '.bench-built');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === sha) return { name: short, root };
  if (!existsSync(root)) git('worktree', 'add', '--detach', root, sha);
  const sameLock =
    readFileSync(join(repoRoot, 'package-lock.json'), 'utf8') === git('show', `${sha}:package-lock.json`);
  if (sameLock) {
    for (const folder of nodeModulesFolders(repoRoot)) {
      if (!existsSync(join(root, folder))) continue;
      run('rm', ['-rf', join(root, folder, 'node_modules')], root);
      run('cp', ['-al', join(repoRoot, folder, 'node_modules'), join(root, folder, 'node_modules')], root);
    }
  } else {
    run('npm', ['ci', '--no-audit', '--no-fund'], root);
  }
  // The workspace links in node_modules are relative, so the copy's @nprm/* resolve to the copy's own packages.
  if (!readdirSync(join(root, 'node_modules', '@nprm')).length) throw new Error(`no workspace links in ${root}`);
  run('npm', ['run', 'build'], root);
  writeFileSync(stamp, `${sha}\n`);
  console.log(`built ${short} in ${root} (kept for the next run; git worktree remove --force ${root})`);
  return { name: short, root };
}

/** This tree's commit, short, with "+" when its work tree has changes. */
export function currentCommit() {
  return git('rev-parse', '--short=7', 'HEAD') + (git('status', '--porcelain').length > 0 ? '+' : '');
}
