/** English texts of the documents feature (namespace 'documents'); every other language mirrors these keys. */
export const messages = {
  documents: {
    title: 'Upload documents',
    loading: 'Loading your documents',
    statusLabel: 'Status:',
    status: {
      notUploaded: 'Not uploaded',
      auditing: 'Under review',
      approved: 'Approved',
      failed: 'Review failed, please upload again',
      submitted: 'Submitted',
    },
    intro:
      'Upload all four proofs. The review takes 1 to 7 business days; the address proof must be dated within the last 3 months.',
    onFile: 'Documents on file',
    idProof: 'ID proof',
    holdProof: 'Photo holding your ID',
    addressProof: 'Address proof',
    paymentProof: 'Payment proof',
    missing: 'Please upload: {{proof}}',
    submit: 'Submit documents',
    success: 'Your documents were sent for review.',
  },
} as const;
