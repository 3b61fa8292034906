import { authEndpoints } from './auth/endpoints';
import { authSamples } from './auth/samples';
import { contentEndpoints } from './content/endpoints';
import { contentSamples } from './content/samples';
import type { EndpointSample } from './core/sample';
import { depositEndpoints } from './deposits/endpoints';
import { depositsSamples } from './deposits/samples';
import { documentEndpoints } from './documents/endpoints';
import { documentsSamples } from './documents/samples';
import { filesEndpoints } from './files/endpoints';
import { filesSamples } from './files/samples';
import { gamesEndpoints } from './games/endpoints';
import { gamesSamples } from './games/samples';
import { inviteEndpoints } from './invites/endpoints';
import { invitesSamples } from './invites/samples';
import { memberEndpoints } from './member/endpoints';
import { memberSamples } from './member/samples';
import { newsEndpoints } from './news/endpoints';
import { newsSamples } from './news/samples';
import { protectionEndpoints } from './protection/endpoints';
import { protectionSamples } from './protection/samples';
import { referenceEndpoints } from './reference/endpoints';
import { referenceSamples } from './reference/samples';
import { settingsEndpoints } from './settings/endpoints';
import { settingsSamples } from './settings/samples';
import { transactionEndpoints } from './transactions/endpoints';
import { transactionsSamples } from './transactions/samples';
import { vipEndpoints } from './vip/endpoints';
import { vipSamples } from './vip/samples';
import { withdrawalEndpoints } from './withdrawals/endpoints';
import { withdrawQueryEndpoints } from './withdrawals/query-endpoints';
import { withdrawQuerySamples } from './withdrawals/query-samples';
import { withdrawalsSamples } from './withdrawals/samples';

/**
 * Every call of the app, by name: spec 01 section 7 (accounts, reference data, content,
 * games, news, settings, files), spec 02 section 7 (deposits, withdrawals, transactions, documents, VIP store), and the
 * calls of our own (marked `ours`: the withdrawal lookup and player protection). The web client, the simulator, the tests and the
 * OpenAPI document all read this one object.
 */
export const endpoints = {
  ...authEndpoints,
  ...memberEndpoints,
  ...inviteEndpoints,
  ...newsEndpoints,
  ...settingsEndpoints,
  ...referenceEndpoints,
  ...contentEndpoints,
  ...vipEndpoints,
  ...gamesEndpoints,
  ...filesEndpoints,
  ...depositEndpoints,
  ...withdrawalEndpoints,
  ...transactionEndpoints,
  ...documentEndpoints,
  ...withdrawQueryEndpoints,
  ...protectionEndpoints,
} as const;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;

/** A valid and an invalid sample of every call (contract tests, fuzzing, examples). */
export const endpointSamples: Record<EndpointName, EndpointSample> = {
  ...authSamples,
  ...memberSamples,
  ...invitesSamples,
  ...newsSamples,
  ...settingsSamples,
  ...referenceSamples,
  ...contentSamples,
  ...vipSamples,
  ...gamesSamples,
  ...filesSamples,
  ...depositsSamples,
  ...withdrawalsSamples,
  ...transactionsSamples,
  ...documentsSamples,
  ...withdrawQuerySamples,
  ...protectionSamples,
};
