import type { EndpointDefinition } from '@casino/contracts/core/endpoint';
import { endpoints } from '@casino/contracts/registry';
import { ownWorld } from '@casino/sim-server/plugins/world-parts';
import { SAMPLE_PROFILE, sampleCardDeposit, sampleCashOrder } from '@casino/sim-server/testing/sample-member';
import type { FastifyInstance } from 'fastify';
import { filePart, MULTIPART_TYPE, multipartBody, TINY_PNG } from './multipart';
import { callEndpoint, envelopeOf, type TestMember } from './simulator';

/** Calls an endpoint as `member` and answers `data`; throws with the envelope when refused. */
export async function succeed<T>(
  app: FastifyInstance,
  endpoint: EndpointDefinition,
  payload: Record<string, unknown>,
  member: TestMember,
): Promise<T> {
  const response = await callEndpoint(app, endpoint, payload, member.token);
  const envelope = envelopeOf(response);
  if (!envelope || envelope.error !== 0) {
    throw new Error(`${endpoint.path} refused: HTTP ${response.statusCode} ${response.body.slice(0, 200)}`);
  }
  return envelope.data as T;
}

export const cardDepositOf = (member: TestMember, amount: number, cardNum = '4242424242424242') =>
  sampleCardDeposit(member.id, { amount, depositAmount: amount, cardNum });

export const cashOrderOf = (member: TestMember, amount: number) => sampleCashOrder(member.id, amount);

/** Uploads a picture as the member (multipart, as the upload screen) and answers its file id. */
export async function uploadPicture(app: FastifyInstance, member: TestMember): Promise<number> {
  const response = await app.inject({
    method: 'POST',
    url: `/api${endpoints.fileUpload.path}`,
    headers: { 'content-type': MULTIPART_TYPE, authorization: member.token },
    payload: multipartBody([filePart('proof.png', 'image/png', TINY_PNG)]),
  });
  const envelope = envelopeOf(response);
  if (envelope?.error !== 0) throw new Error(`upload refused: ${response.body}`);
  return (envelope.data as { id: number }).id;
}

/** Clears the wagering the first-deposit bonus adds, as QA does through the control plane. */
export function clearWagering(app: FastifyInstance, member: TestMember) {
  ownWorld(app).sqlite.prepare('UPDATE members SET rolling_amount = 0 WHERE id = ?').run(member.id);
}

export const bankWithdrawalOf = (amount: number, proofId: number) => ({
  amount,
  paymentMethod: 'BANK_CARD',
  routingNumber: '021000021',
  accountNumber: '123456789',
  accountName: `${SAMPLE_PROFILE.firstName} ${SAMPLE_PROFILE.lastName}`,
  idcardProofId: String(proofId),
  paymentProofId: String(proofId),
  type: 0,
});

/** One of everything a member owns, made through the API: the targets of cross-member calls. */
export interface OwnedObjects {
  fileId: number;
  cashOrderId: string;
  paypOrderId: string;
  stripeOrderId: string;
  paypal: { bizId: string; cSite: string };
  cryptoDepositId: number;
  cryptoChargeId: string;
  cattlDepositId: number;
  withdrawalId: number;
  newsId: number;
}

export async function createOwnedObjects(app: FastifyInstance, member: TestMember): Promise<OwnedObjects> {
  await succeed(app, endpoints.creditcardDeposit, cardDepositOf(member, 300), member);
  clearWagering(app, member);
  const fileId = await uploadPicture(app, member);
  const cash = await succeed<{ orderId: string }>(
    app,
    endpoints.cashDepositOrder,
    cashOrderOf(member, 50),
    member,
  );
  const frame = { amount: 40, memberId: member.id };
  const payp = await succeed<{ orderId: string }>(
    app,
    endpoints.paypDepositOrder,
    { ...frame, paymentMethod: 'PAYPAL_POLL' },
    member,
  );
  const stripe = await succeed<{ orderId: string }>(
    app,
    endpoints.stripeDepositOrder,
    { ...frame, paymentMethod: 'STRIPE' },
    member,
  );
  const paypal = await succeed<{ biz_id: string; c_site: string }>(
    app,
    endpoints.paypalDepositOrder,
    { ...frame, paymentMethod: 'PAYPAL' },
    member,
  );
  const crypto = await succeed<{ id: string; depositId: number }>(
    app,
    endpoints.cryptoDeposit,
    frame,
    member,
  );
  const cattl = await succeed<{ id: number }>(
    app,
    endpoints.cattlDeposit,
    { ...cardDepositOf(member, 30), paymentMethod: 'CATTL' },
    member,
  );
  const withdrawal = await succeed<{ id: number }>(
    app,
    endpoints.withdrawApply,
    bankWithdrawalOf(25, fileId),
    member,
  );
  const news = ownWorld(app)
    .sqlite.prepare('SELECT id FROM news WHERE member_id = ? ORDER BY id DESC')
    .pluck()
    .get(member.id);
  if (typeof news !== 'number') throw new Error('the withdrawal wrote no news item');
  return {
    fileId,
    cashOrderId: cash.orderId,
    paypOrderId: payp.orderId,
    stripeOrderId: stripe.orderId,
    paypal: { bizId: paypal.biz_id, cSite: paypal.c_site },
    cryptoDepositId: crypto.depositId,
    cryptoChargeId: crypto.id,
    cattlDepositId: cattl.id,
    withdrawalId: withdrawal.id,
    newsId: news,
  };
}
