// Entry of @casino/contracts for callers that want the common pieces in one import; feature
// code imports the file it needs (no barrels of entities, which would defeat tree shaking).
export { type ApiClient, type ApiClientOptions, ApiError, createApiClient } from './core/client';
export { defineEndpoint, type EndpointDefinition, type RequestOf, type ResponseOf } from './core/endpoint';
export { ApiErrorCode, type Envelope, envelopeSchema, type Paged, pagedSchema } from './core/envelope';
export { type EndpointName, endpoints } from './registry';
