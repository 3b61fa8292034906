import { defineEndpoint } from '../core/endpoint';
import { MemberDocumentsSchema, MemberDocumentsStateSchema } from './schemas';

/** The member's identity documents (spec 02 §7); the proofs are files uploaded first (`files.ts`). */
export const documentEndpoints = {
  memberDocumentsUpdate: defineEndpoint({
    path: '/sys/member/documents/update',
    method: 'POST',
    encoding: 'json',
    auth: 'member',
    indicator: true,
    request: MemberDocumentsSchema,
    response: MemberDocumentsStateSchema,
    summary: 'Submits the four identity proofs (uploaded file ids) for review',
    ours: 'spec: answer not shown; we return the stored proofs and their review status',
    tags: ['documents'],
  }),
} as const;
