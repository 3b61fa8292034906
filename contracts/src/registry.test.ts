import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from './openapi';
import { endpointSamples, endpoints } from './registry';

/** Every section-7 path of both specs, as the specs write them. */
const SPEC_PATHS = [
  // spec 01
  '/sys/auth/token/info',
  '/sys/auth/token/refresh',
  '/sys/auth/register',
  '/sys/auth/checkRegister1',
  '/sys/auth/login',
  '/sys/auth/logout',
  '/sys/auth/faceBookRegister',
  '/sys/member/verifyCode/image',
  '/sys/member/mail/forgot/send',
  '/sys/member/mail/join/send',
  '/sys/member/getMember',
  '/sys/member/receiveInviteBonus',
  '/sys/member/password/change',
  '/sys/news/getNewCount',
  '/base/news/listPage',
  '/sys/news/setNewsStatus',
  '/sys/sysSetting/checkContactUsSetting',
  '/sys/sysSetting/contactUsSetting',
  '/sys/sysSetting/acquire',
  '/sys/ipinfoCloudFlare',
  '/base/state/listAll',
  '/base/state/find',
  '/base/country/listAll',
  '/base/country/find',
  '/sys/country/listTelNum',
  '/base/currency/listAll',
  '/base/banner/listAll',
  '/base/inviteConfig/listAll',
  '/base/vipLevel/listAll',
  '/base/article/get',
  '/base/game/get',
  '/sys/game/getLaunchUrl',
  '/sys/game/getTryPlayUrl',
  '/sys/gameVendor/wrapper/domain',
  '/sys/sysSetting/checkBlock',
  '/base/game/listPage',
  '/sys/game/all',
  '/sys/game/history/page',
  '/sys/latestWin/randomList',
  '/sys/file/upload',
  '/sys/file/get',
  // spec 02
  '/base/depositPaymentMethod/find',
  '/sys/depositPaymentMethod/listAll',
  '/sys/depositPaymentMethod/maxBonusInfo',
  '/sys/member/deposit/config',
  '/sys/deposit/creditcard/billingInfo',
  '/sys/deposit/creditcard/deposit',
  '/sys/deposit/cattl/deposit',
  '/sys/cattl/pay',
  '/sys/deposit/onlyPay/deposit',
  '/sys/deposit/cash/depositOrder',
  '/sys/cash/getImg',
  '/sys/cash/findOrder',
  '/sys/deposit/payp/depositOrder',
  '/sys/payp/findOrder',
  '/sys/deposit/stripe/depositOrder',
  '/sys/stripe/findOrder',
  '/sys/deposit/paypal/depositOrder',
  '/sys/paypal/findOrder',
  '/sys/paypal/trigger',
  '/sys/deposit/crypto/deposit',
  '/sys/deposit/crypt/depositOrder',
  '/sys/deposit/pollingStatus',
  '/sys/deposit/crypto/qrcode',
  '/sys/withdraw/config',
  '/sys/member/withdraw/config',
  '/sys/withdraw/apply',
  '/sys/withdraw/listPage',
  '/sys/withdraw/cancel',
  '/base/cashoutPaymentMethod/listAll',
  '/sys/member/transaction/page',
  '/sys/member/documents/update',
  '/base/vipStore/listAll',
  '/sys/vipStore/redeem',
];

describe('endpoint registry', () => {
  const registered = new Set(Object.values(endpoints).flatMap((e) => [e.path, ...(e.aliases ?? [])]));

  it('holds every section-7 call of both specs', () => {
    const missing = SPEC_PATHS.filter((path) => !registered.has(path));
    expect(missing).toEqual([]);
  });

  it('has unique paths and a sample for every endpoint', () => {
    const paths = Object.values(endpoints).flatMap((e) => [e.path, ...(e.aliases ?? [])]);
    expect(new Set(paths).size).toBe(paths.length);
    expect(Object.keys(endpointSamples).sort()).toEqual(Object.keys(endpoints).sort());
  });

  it('marks every shape the specs leave open with the reason', () => {
    for (const endpoint of Object.values(endpoints)) {
      if (endpoint.ours !== undefined) expect(endpoint.ours.length, endpoint.path).toBeGreaterThan(5);
    }
  });

  it('turns into an OpenAPI 3.1 document with a request and an answer schema per path', () => {
    const document = buildOpenApiDocument(endpoints, { title: 't', version: '1' });
    expect(document.openapi).toBe('3.1.0');
    for (const path of SPEC_PATHS) expect(document.paths[`/api${path}`], path).toBeDefined();
  });

  // A validating proxy once refused the app's body-less calls, its JSON login and signed-out calls.
  it('documents the bodies and the sessions the server takes', () => {
    const document = buildOpenApiDocument(endpoints, { title: 't', version: '1' });
    type Operation = {
      security: unknown[];
      requestBody?: { required: boolean; content: Record<string, unknown> };
    };
    const operation = (path: string) => document.paths[`/api${path}`]?.post as Operation;
    for (const path of ['/sys/auth/token/info', '/sys/game/all', '/sys/withdraw/config', '/sys/auth/logout'])
      expect(operation(path).requestBody?.required, path).toBe(false);
    expect(operation('/sys/auth/login').requestBody?.required).toBe(true);
    expect(Object.keys(operation('/sys/auth/login').requestBody?.content ?? {})).toEqual([
      'application/x-www-form-urlencoded',
      'application/json',
    ]);
    expect(Object.keys(operation('/sys/file/upload').requestBody?.content ?? {})).toEqual([
      'multipart/form-data',
    ]);
    // A member call without the header is answered (-2 at HTTP 200), so the header is optional.
    expect(operation('/sys/withdraw/config').security).toEqual([{ memberToken: [] }, {}]);
    expect(operation('/sys/auth/login').security).toEqual([]);
  });
});
