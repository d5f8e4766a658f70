import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * The README and docs/ are read by following their links: a relative link leads to a file that exists, and a link to a
 * section (`file.md#section`, `#section`) to a heading that file has, by GitHub's anchors.
 */

const root = join(import.meta.dirname, '../..');

function markdownFiles(): string[] {
  const walk = (folder: string): string[] =>
    readdirSync(folder).flatMap((name) => {
      const path = join(folder, name);
      if (statSync(path).isDirectory()) return walk(path);
      return name.endsWith('.md') ? [path] : [];
    });
  return [join(root, 'README.md'), ...walk(join(root, 'docs'))];
}

/** The text outside fenced and inline code, where a link is a link. */
const prose = (text: string) => text.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');

/** GitHub's anchor of a heading: lower case, punctuation dropped but for hyphens, each space a hyphen. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

function anchorsOf(file: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of readFileSync(file, 'utf8').replace(/```[\s\S]*?```/g, '').split('\n')) {
    const heading = /^#{1,6}\s+(.*)$/.exec(line)?.[1];
    if (heading === undefined) continue;
    const anchor = anchorOf(heading.replace(/`/g, ''));
    const times = seen.get(anchor) ?? 0;
    anchors.add(times === 0 ? anchor : `${anchor}-${times}`);
    seen.set(anchor, times + 1);
  }
  return anchors;
}

/** Every broken relative link of `file`, as `file: target`. */
function brokenLinks(file: string): string[] {
  const broken: string[] = [];
  for (const match of prose(readFileSync(file, 'utf8')).matchAll(/\[[^\]]*\]\(([^)\s]+)\)/g)) {
    const target = match[1]!;
    if (/^[a-z]+:/i.test(target)) continue;
    const [path = '', anchor] = target.split('#');
    const linked = path === '' ? file : join(dirname(file), decodeURIComponent(path));
    const where = `${relative(root, file)}: ${target}`;
    if (!existsSync(linked)) broken.push(where);
    else if (anchor !== undefined && linked.endsWith('.md') && !anchorsOf(linked).has(anchor)) broken.push(where);
  }
  return broken;
}

describe('the README and docs/', () => {
  it('have no relative link to a file or a section that is not there', () => {
    const files = markdownFiles();
    expect(files.length).toBeGreaterThan(5);
    expect(files.some((file) => relative(root, file).startsWith(join('docs', 'decisions') + '/'))).toBe(true);
    expect(files.flatMap(brokenLinks)).toEqual([]);
  });

  it('finds a broken link when there is one', () => {
    const folder = mkdtempSync(join(tmpdir(), 'kassa-doc-links-'));
    const page = join(folder, 'page.md');
    writeFileSync(join(folder, 'other.md'), '# Other page\n\n## A section\n');
    writeFileSync(page, '# Page\n\n[fine](other.md#a-section) [gone](missing.md) [no section](other.md#nowhere) [here](#page) [not here](#elsewhere) `[code](missing.md)`\n');
    expect(brokenLinks(page).map((where) => where.replace(/^.*: /, ''))).toEqual(['missing.md', 'other.md#nowhere', '#elsewhere']);

    expect(anchorOf('Two people for money and its rules')).toBe('two-people-for-money-and-its-rules');
    expect(anchorOf('Signing in: `platform/auth/sign_in`')).toBe('signing-in-platformauthsign_in');
    expect(anchorsOf(join(root, 'docs/platform.md')).has('two-people-for-money-and-its-rules')).toBe(true);
    expect(anchorsOf(join(root, 'docs/platform.md')).has('no-such-section')).toBe(false);
  });
});
