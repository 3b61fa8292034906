import type { EndpointWire } from './wire';

/**
 * Where the calls of the first screen go and how they travel, without their schemas: the web
 * app's boot script sends them before the app's code has loaded (decision 029). Their
 * endpoint definitions spread these, so each path is written once.
 */
export const firstScreenWire = {
  accessPolicy: { path: '/sys/ipinfoCloudFlare', method: 'POST', encoding: 'form' },
  bannerListAll: { path: '/base/banner/listAll', method: 'POST', encoding: 'json' },
  fileGet: { path: '/sys/file/get', method: 'GET', encoding: 'query' },
} as const satisfies Record<string, EndpointWire>;
