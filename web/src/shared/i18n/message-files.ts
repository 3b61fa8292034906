import type { MessageTree } from './types';

/**
 * Where messages live: the shell's `common` namespace in shared/i18n/locales/<lang>.ts and one
 * namespace per feature in features/<feature>/i18n/<lang>.ts. English is bundled; every other
 * language is a separate chunk loaded when chosen (Vite's glob imports).
 */
type MessageModule = { messages: MessageTree };

/**
 * The QA demo panel exists in dev and demo builds only: its messages are left out of the
 * production bundle (a constant-false branch that Rollup drops, with the chunks it would load).
 */
const withDemoPanel = import.meta.env.DEV || import.meta.env.VITE_DEMO_PANEL === 'true';

const englishFeatureFiles: Record<string, MessageModule> = {
  ...import.meta.glob<MessageModule>(['../../features/*/i18n/en.ts', '!../../features/control-panel/**'], {
    eager: true,
  }),
  ...(withDemoPanel
    ? import.meta.glob<MessageModule>('../../features/control-panel/i18n/en.ts', { eager: true })
    : {}),
};
const featureFiles: Record<string, () => Promise<MessageModule>> = {
  ...import.meta.glob<MessageModule>(['../../features/*/i18n/*.ts', '!../../features/control-panel/**']),
  ...(withDemoPanel ? import.meta.glob<MessageModule>('../../features/control-panel/i18n/*.ts') : {}),
};
const commonFiles = import.meta.glob<MessageModule>('./locales/*.ts');

const FEATURE_FILE = /features\/([\w-]+)\/i18n\/([\w-]+)\.ts$/;

export function featureNamespaces(): string[] {
  return Object.keys(englishFeatureFiles).flatMap((path) => FEATURE_FILE.exec(path)?.[1] ?? []);
}

/** English messages of every feature namespace, bundled. */
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
  return (await loader()).messages;
}
