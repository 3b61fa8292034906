import type { EndpointSample } from '../core/sample';
import type { contentEndpoints } from './endpoints';

/** A valid request, a valid answer, a refused request and the field it is refused for. */
export const contentSamples: Record<keyof typeof contentEndpoints, EndpointSample> = {
  bannerListAll: {
    validRequest: { enabled: 1, sortIndex_0: 'ASC' },
    validResponse: [
      {
        id: 1,
        image: 40,
        mobileImage: 41,
        link: '/aboutBtc',
        type: 0,
        gameId: null,
        sortIndex: 0,
        enabled: 1,
      },
    ],
    invalidRequest: { enabled: true },
    invalidField: 'enabled',
  },
  articleGet: {
    validRequest: { id: 3 },
    validResponse: {
      id: 3,
      content: '<p>Rules</p>',
      backgroundColor: '#ffffff',
      fontColor: null,
      padding: '16px',
    },
    invalidRequest: { id: 'about' },
    invalidField: 'id',
  },
  currentPromotion: {
    validRequest: {},
    validResponse: {
      id: 1,
      buttonText: 'Deposit now',
      action: 'DEPOSIT',
      gameId: null,
      bgImg: 50,
      mobileBgImg: 51,
    },
    invalidRequest: { trigger: 'LOGIN' },
    invalidField: '',
  },
};
