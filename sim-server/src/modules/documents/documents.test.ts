import { ApiErrorCode } from '@casino/contracts/core/envelope';
import { ProfileDocumentStatus } from '@casino/contracts/documents/enums';
import { describe, expect, it } from 'vitest';
import { ownWorld } from '../../plugins/world-parts';
import { envelopeOf, postForm, postJson } from '../../testing/test-app';
import { DEMO, moneyApp, NEWBIE, signIn, uploadProof } from '../withdrawals/withdrawals-test-support';
import { findMemberDocuments } from './documents-repository';
import { DOCUMENT_REVIEW_MS } from './documents-service';

describe('identity documents', () => {
  it('stores the member own proofs, first id on the session, review auditing then success', async () => {
    const app = await moneyApp();
    const { token, member } = await signIn(app, DEMO);
    const [a, b, c, d, e] = Array.from({ length: 5 }, () => uploadProof(app, member.id));
    const body = envelopeOf(
      await postJson(
        app,
        '/sys/member/documents/update',
        { idcardProofId: `${a},${b}`, idcardHoldProofId: c, addressProofId: String(d), paymentProofId: e },
        token,
      ),
    );
    expect(body).toMatchObject({
      error: 0,
      data: {
        idcardProofId: `${a},${b}`,
        idcardHoldProofId: c,
        addressProofId: d,
        paymentProofId: e,
        documentStatus: ProfileDocumentStatus.AUDITING,
      },
    });
    const session = envelopeOf(await postForm(app, '/sys/auth/token/info', {}, token)).data;
    expect(session).toMatchObject({
      idcardProofId: a,
      idcardHoldProofId: c,
      addressProofId: d,
      paymentProofId: e,
    });

    ownWorld(app).clock.advance(DOCUMENT_REVIEW_MS - 1000);
    ownWorld(app).jobs.runAll();
    const resubmit = { idcardProofId: a, idcardHoldProofId: c, addressProofId: d, paymentProofId: e };
    expect(
      envelopeOf(await postJson(app, '/sys/member/documents/update', resubmit, token)).data,
    ).toMatchObject({ documentStatus: ProfileDocumentStatus.AUDITING, idcardProofId: a });
    ownWorld(app).clock.advance(DOCUMENT_REVIEW_MS);
    ownWorld(app).jobs.runAll();
    expect(findMemberDocuments(ownWorld(app).db, member.id)?.status).toBe(
      ProfileDocumentStatus.AUDIT_SUCCESS,
    );
  });

  it("refuses another member's files, operator files, unknown ids, missing proofs and no token", async () => {
    const app = await moneyApp();
    const { token, member } = await signIn(app, NEWBIE);
    const demo = await signIn(app, DEMO);
    const own = uploadProof(app, member.id);
    const valid = { idcardProofId: own, idcardHoldProofId: own, addressProofId: own, paymentProofId: own };
    const cases: [object, number][] = [
      [{ ...valid, addressProofId: uploadProof(app, demo.member.id) }, ApiErrorCode.FORBIDDEN],
      [{ ...valid, paymentProofId: `${own},${uploadProof(app, null)}` }, ApiErrorCode.FORBIDDEN],
      [{ ...valid, idcardProofId: 987654 }, ApiErrorCode.NOT_FOUND],
      [{ ...valid, idcardHoldProofId: undefined }, ApiErrorCode.VALIDATION_FAILED],
      [{ ...valid, idcardProofId: '1,2,3,4,5,6,7' }, ApiErrorCode.VALIDATION_FAILED],
    ];
    for (const [payload, code] of cases) {
      const body = envelopeOf(await postJson(app, '/sys/member/documents/update', payload, token));
      expect(body.error, JSON.stringify(payload)).toBe(code);
    }
    expect(envelopeOf(await postJson(app, '/sys/member/documents/update', valid)).error).toBe(
      ApiErrorCode.NOT_SIGNED_IN,
    );
    const session = envelopeOf(await postForm(app, '/sys/auth/token/info', {}, token)).data;
    expect(session).toMatchObject({ idcardProofId: null, paymentProofId: null });
  });
});
