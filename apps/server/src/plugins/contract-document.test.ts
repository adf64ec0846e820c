// The committed list of the contract's actions (packages/contract contract-actions.ts) against the
// contract document itself. The document lives outside the repository: CI has it beside the clone
// (../shared/api-contract.md), a developer may not; CARAVAN_API_CONTRACT names another copy.
// Without it only the list's own form is checked.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTRACT_ACTIONS, contractActionPaths, type ContractMethod } from '@caravan/contract';

const DOCUMENT =
  process.env.CARAVAN_API_CONTRACT ?? resolve(import.meta.dirname, '../../../../../shared/api-contract.md');
const HAS_DOCUMENT = existsSync(DOCUMENT);

/** A full action path: a family the clients call (`/api/`, `seller/`, `public/`…), then the action. */
const FAMILY =
  /^\/?(wap\/api\/public|wap\/api|wap\/seller|wap\/public|api\/public|api|seller|public|normal)\//;

interface Named {
  path: string;
  /** The methods the row gives, when the row names this one action alone. */
  methods: ContractMethod[];
  line: number;
}

/** The family part of an action path (`/api/activity/` of `/api/activity/lottery!…`). */
function familyOf(path: string): string {
  return path.slice(0, path.lastIndexOf('/', path.indexOf('!')) + 1);
}

/** The path before the action (`/api/localuser` of `/api/localuser!get.action`). */
function entityOf(path: string): string {
  return path.slice(0, path.indexOf('!'));
}

/**
 * What a backticked name in a row stands for: a full path; `!x.action` or `x.action` after a full
 * path of the row (else of the prose before the table: `…!userlist.action`), the same entity;
 * `entity!x` in the family of the row's full path, `/api/` by default. `.action` is added to a name
 * without a suffix when the path it follows has one, or when there is none to follow.
 */
function resolveName(
  token: string,
  at: { row?: string; prose?: string; endpointCell: boolean },
): { path?: string; context?: string } {
  const name = token.replace(/^…/, '');
  if (!name || /[\s=…]|\.\.\./.test(name)) return {};
  const suffixed = (path: string, reference?: string) =>
    /!.*\./.test(path) || path.includes('*') || (reference !== undefined && !reference.endsWith('.action'))
      ? path
      : `${path}.action`;
  if (FAMILY.test(name)) {
    const path = `/${name.replace(/^\//, '')}`;
    return path.endsWith('!') ? { context: path } : { path };
  }
  const base = at.row ?? at.prose;
  if (/^![\w.*-]+$/.test(name)) return base ? { path: suffixed(entityOf(base) + name, base) } : {};
  if (/^[\w-]+![\w.*-]+$/.test(name)) {
    return { path: suffixed((at.row ? familyOf(at.row) : '/api/') + name, at.row) };
  }
  if (!at.endpointCell || !at.row) return {};
  // `checkEmailOrPhone.action`, `message.slidelist` and `PHP_recharge2`, after a full path.
  if (/^[A-Za-z][\w-]*\.[\w.]+$/.test(name) || /^[A-Za-z_]+\d+$/.test(name)) {
    return { path: suffixed(`${entityOf(at.row)}!${name}`, at.row) };
  }
  return {};
}

const methodsIn = (cell: string): ContractMethod[] =>
  (['GET', 'POST'] as const).filter((m) => new RegExp(`\\b${m}\\b`).test(cell));

/** The actions the document's tables name (§1.1–§1.11, §3.1), and the wildcard families. */
function namedActions(text: string): { actions: Named[]; wildcards: string[] } {
  const actions: Named[] = [];
  const wildcards: string[] = [];
  let inScope = false;
  let header: string[] | undefined;
  // The last full path seen, in prose or a row: what `…!userlist.action` continues.
  let context: string | undefined;
  text.split('\n').forEach((line, index) => {
    const section = /^#{2,3} (\d+)\.(\d+)?/.exec(line);
    if (section) {
      const [, part, sub] = section;
      inScope = (part === '1' && Number(sub) >= 1) || (part === '3' && sub === '1');
      return;
    }
    if (!inScope) return;
    const tokens = [...line.matchAll(/`([^`]+)`/g)].map((m) => m[1] ?? '');
    if (!line.startsWith('|')) {
      header = undefined;
      for (const token of tokens) {
        context = resolveName(token, { prose: context, endpointCell: false }).context ?? context;
      }
      return;
    }
    const cells = line.split('|').slice(1, -1);
    if (cells.every((cell) => /^\s*:?-+:?\s*$/.test(cell))) return;
    if (!header) {
      header = cells.map((cell) => cell.trim());
      return;
    }
    const endpointColumn = header.findIndex((h) => h.startsWith('Endpoint'));
    const methodColumn = header.indexOf('Method');
    const found: string[] = [];
    let row: string | undefined;
    cells.forEach((cell, column) => {
      for (const [, token = ''] of cell.matchAll(/`([^`]+)`/g)) {
        const at = { row, prose: context, endpointCell: column === endpointColumn };
        const { path, context: given } = resolveName(token, at);
        if (given) context = given;
        if (!path) continue;
        if (FAMILY.test(token)) row = path;
        if (path.includes('*')) wildcards.push(path);
        else found.push(path);
      }
    });
    const methods = methodColumn >= 0 && found.length === 1 ? methodsIn(cells[methodColumn] ?? '') : [];
    for (const path of found) actions.push({ path, methods, line: index + 1 });
  });
  return { actions, wildcards };
}

const listed = new Map(
  CONTRACT_ACTIONS.flatMap((a) => contractActionPaths(a.path).map((p) => [p, a] as const)),
);

describe('the contract’s actions, as committed', () => {
  it('are each listed once, in a family the clients call, with their methods', () => {
    const paths = CONTRACT_ACTIONS.map((a) => a.path);
    expect(paths.length).toBe(new Set(paths).size);
    for (const action of CONTRACT_ACTIONS) {
      expect(action.path, action.path).toMatch(/^\/(api|wap\/api|seller|public|wap\/public|normal)\//);
      expect(action.methods.length, action.path).toBeGreaterThan(0);
    }
  });

  // Runs where the document is at hand (CI has it beside the clone); without it there is nothing to compare.
  it.runIf(HAS_DOCUMENT)('name every action the document names, with the methods it gives', () => {
    const { actions, wildcards } = namedActions(readFileSync(DOCUMENT, 'utf8'));
    // A reading that found a fraction of the tables would pass vacuously: the document names ~200.
    expect(actions.length).toBeGreaterThan(180);
    const missing = actions.filter((a) => !listed.has(a.path)).map((a) => `${a.path} (line ${a.line})`);
    const methods = actions
      .filter((a) => listed.has(a.path) && a.methods.some((m) => !listed.get(a.path)?.methods.includes(m)))
      .map((a) => `${a.path}: the document gives ${a.methods.join(', ')} (line ${a.line})`);
    const families = wildcards.filter(
      (w) => ![...listed.keys()].some((p) => p.startsWith(w.replace(/\*$/, ''))),
    );
    expect({ missing, methods, families }).toEqual({ missing: [], methods: [], families: [] });
  });
});
