import { loadWithRetry } from '../lib/load-with-retry';
import type { MessageTree } from './types';

/**
 * Where messages live: the shell's `common` namespace in shared/i18n/locales/<lang>.ts and one
 * namespace per feature in features/<feature>/i18n/<lang>.ts. The shell's English and that of
 * the first route's features are bundled; everything else is a separate chunk loaded when
 * needed (Vite's glob imports).
 */
type MessageModule = { messages: MessageTree };

/**
 * The QA demo panel exists in dev and demo builds only: its messages are left out of the
 * production bundle (a constant-false branch that Rollup drops, with the chunks it would load).
 */
const withDemoPanel = import.meta.env.DEV || import.meta.env.VITE_DEMO_PANEL === 'true';

/**
 * English of the namespaces the first route draws outside any Suspense boundary (the shell's
 * reality-check dialog) or on home (games), bundled so home renders at once. Every other
 * feature's English is a chunk of its own, loaded with the feature: its first useTranslation
 * suspends (under the page's or the overlay's Suspense boundary) until it arrives.
 * A namespace the shell starts to use outside a Suspense boundary belongs in this list.
 */
const englishFeatureFiles: Record<string, MessageModule> = import.meta.glob<MessageModule>(
  '../../features/{games,reality-check}/i18n/en.ts',
  { eager: true },
);
const featureFiles: Record<string, () => Promise<MessageModule>> = {
  ...import.meta.glob<MessageModule>([
    '../../features/*/i18n/*.ts',
    '!../../features/control-panel/**',
    '!../../features/{games,reality-check}/i18n/en.ts',
  ]),
  ...(withDemoPanel ? import.meta.glob<MessageModule>('../../features/control-panel/i18n/*.ts') : {}),
};
// English `common` is bundled by i18n.ts; only the other languages are chunks.
const commonFiles = import.meta.glob<MessageModule>(['./locales/*.ts', '!./locales/en.ts']);

const FEATURE_FILE = /features\/([\w-]+)\/i18n\/([\w-]+)\.ts$/;

/** Every feature namespace (one per features/<feature>/i18n folder in this build). */
export function featureNamespaces(): string[] {
  const namespaces = [...Object.keys(englishFeatureFiles), ...Object.keys(featureFiles)].flatMap(
    (path) => FEATURE_FILE.exec(path)?.[1] ?? [],
  );
  return [...new Set(namespaces)].sort();
}

/** English messages of the bundled feature namespaces. */
export function englishFeatureMessages(): Record<string, MessageTree> {
  const out: Record<string, MessageTree> = {};
  for (const [path, module] of Object.entries(englishFeatureFiles)) {
    const namespace = FEATURE_FILE.exec(path)?.[1];
    if (namespace) out[namespace] = module.messages;
  }
  return out;
}

/** Loads one namespace of one language; rejects when the file does not exist. */
export async function loadMessages(language: string, namespace: string): Promise<MessageTree> {
  const loader =
    namespace === 'common'
      ? commonFiles[`./locales/${language}.ts`]
      : featureFiles[`../../features/${namespace}/i18n/${language}.ts`];
  if (!loader) throw new Error(`No ${language} messages for namespace ${namespace}`);
  // Never asked for offline, and tried again: a failed chunk stays failed for the page.
  return (await loadWithRetry(loader)).messages;
}
