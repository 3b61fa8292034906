import { PROXY_MODES, type ProxyMode } from '@casino/contracts/control/drift';
import { pathMatcher, pathPatternProblem } from '@casino/contracts/control/scenario';

export interface ModeRule {
  pattern: string;
  mode: ProxyMode;
}

/**
 * `SIM_PROXY_MODES`: `glob=mode` pairs separated by commas or new lines, tried in order, the
 * first match wins; a path no rule matches goes upstream. Globs as the faults' (`/sys/deposit/**`,
 * with or without `/api`; `re:` or `^` for a regex). Throws with the faulty pair named.
 */
export function parseProxyModes(text: string): ModeRule[] {
  const rules: ModeRule[] = [];
  for (const pair of text.split(/[,\n]/)) {
    const trimmed = pair.trim();
    if (trimmed === '') continue;
    const split = trimmed.lastIndexOf('=');
    const pattern = trimmed.slice(0, split).trim();
    const mode = trimmed.slice(split + 1).trim();
    if (split <= 0 || pattern === '')
      throw new Error(`SIM_PROXY_MODES: "${trimmed}" is not glob=mode (e.g. /sys/deposit/**=simulate)`);
    if (!(PROXY_MODES as readonly string[]).includes(mode))
      throw new Error(`SIM_PROXY_MODES: "${mode}" is not one of ${PROXY_MODES.join(', ')}`);
    const problem = pathPatternProblem(pattern);
    if (problem) throw new Error(`SIM_PROXY_MODES: ${problem}`);
    rules.push({ pattern, mode: mode as ProxyMode });
  }
  return rules;
}

/** Answers the mode of an `/api` path (`/api/sys/member/getMember` or the contract path). */
export function modeChooser(rules: readonly ModeRule[]): (path: string) => ProxyMode {
  const compiled = rules.map((rule) => ({ matcher: pathMatcher(rule.pattern), mode: rule.mode }));
  return (path) => {
    const shortPath = path.startsWith('/api/') ? path.slice(4) : path;
    const found = compiled.find(({ matcher }) => matcher.test(path) || matcher.test(shortPath));
    return found?.mode ?? 'upstream';
  };
}
