import { authEndpoints } from './endpoints/auth';
import { contentEndpoints } from './endpoints/content';
import { depositEndpoints } from './endpoints/deposits';
import { filesEndpoints } from './endpoints/files';
import { gamesEndpoints } from './endpoints/games';
import { memberEndpoints } from './endpoints/member';
import { newsEndpoints } from './endpoints/news';
import { protectionEndpoints } from './endpoints/protection';
import { referenceEndpoints } from './endpoints/reference';
import { rewardEndpoints } from './endpoints/rewards';
import { settingsEndpoints } from './endpoints/settings';
import { withdrawQueryEndpoints } from './endpoints/withdraw-query';
import { withdrawalEndpoints } from './endpoints/withdrawals';
import type { EndpointSample } from './samples';
import { protectionSamples } from './samples/protection';
import { spec01Samples } from './samples/spec01';
import { spec02Samples } from './samples/spec02';
import { withdrawQuerySamples } from './samples/withdraw-query';

/**
 * Every call of the app, by name: spec 01 section 7 (accounts, reference data, content,
 * games, news, settings, files), spec 02 section 7 (deposits, withdrawals, rewards), and the
 * calls of our own (marked `ours`: the withdrawal lookup and player protection). The web client, the simulator, the tests and the
 * OpenAPI document all read this one object.
 */
export const endpoints = {
  ...authEndpoints,
  ...memberEndpoints,
  ...newsEndpoints,
  ...settingsEndpoints,
  ...referenceEndpoints,
  ...contentEndpoints,
  ...gamesEndpoints,
  ...filesEndpoints,
  ...depositEndpoints,
  ...withdrawalEndpoints,
  ...rewardEndpoints,
  ...withdrawQueryEndpoints,
  ...protectionEndpoints,
} as const;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;

/** A valid and an invalid sample of every call (contract tests, fuzzing, examples). */
export const endpointSamples: Record<EndpointName, EndpointSample> = {
  ...spec01Samples,
  ...spec02Samples,
  ...withdrawQuerySamples,
  ...protectionSamples,
};
