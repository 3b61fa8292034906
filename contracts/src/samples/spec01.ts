import type { authEndpoints } from '../endpoints/auth';
import type { contentEndpoints } from '../endpoints/content';
import type { filesEndpoints } from '../endpoints/files';
import type { gamesEndpoints } from '../endpoints/games';
import type { inviteEndpoints } from '../endpoints/invites';
import type { memberEndpoints } from '../endpoints/member';
import type { newsEndpoints } from '../endpoints/news';
import type { referenceEndpoints } from '../endpoints/reference';
import type { settingsEndpoints } from '../endpoints/settings';
import type { EndpointSample } from '../samples';

/** Keys of every endpoint of spec 01 (and the shared calls defined with them). */
export type Spec01EndpointKey =
  | keyof typeof authEndpoints
  | keyof typeof memberEndpoints
  | keyof typeof inviteEndpoints
  | keyof typeof newsEndpoints
  | keyof typeof settingsEndpoints
  | keyof typeof referenceEndpoints
  | keyof typeof contentEndpoints
  | keyof typeof gamesEndpoints
  | keyof typeof filesEndpoints
  | 'vipLevelListAll';

const createTime = '2024-05-01T10:00:00.000Z';

const sessionUser = {
  id: 1001,
  username: 'lucky7',
  token: 'tok_3f9a1c',
  enabled: 1,
  credited: 0,
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  mobile: '7700900123',
  currency: 'USD',
  currencySymbol: '$',
  availableBalance: 125.5,
  withdrawableBalance: 100,
  bonusBalance: 25.5,
  lockedCashBalance: 0,
  rollingAmount: 0,
  memberType: 1,
  invitationCode: 'INV1001',
  vipPoints: 40,
  vipLifeTimePoints: 40,
  vipLevel: 0,
  idcardProofId: null,
  idcardHoldProofId: null,
  addressProofId: 77,
  paymentProofId: null,
  mobilePrefix: '44',
  gender: 'FEMALE',
  countryCode: 'GB',
  countryName: 'United Kingdom',
  stateCode: 'ENG',
  city: 'London',
  postalCode: 'N1 9GU',
  address: '1 Analytical Row',
};

const registration = {
  email: 'ada@example.com',
  username: 'lucky7',
  password: 'secret-1',
  repassword: 'secret-1',
  mobilePrefix: '44',
  mobile: '7700900123',
  firstName: 'Ada',
  lastName: 'Lovelace',
  gender: 'FEMALE',
  birthday: '1990-12-10',
  countryCode: 'GB',
  stateCode: 'ENG',
  city: 'London',
  postalCode: 'N1 9GU',
  address: '1 Analytical Row',
  currency: 'USD',
  step: 3,
  receiveExclusive: true,
  agreed: true,
  invitorCode: 'INV1000',
};

const game = {
  id: 5,
  name: 'Fruit Spin',
  vendor: 'SIM',
  cover: 12,
  category: 'Slots',
  enabled: 1,
  playForFun: 1,
  totalPlayCount: 420,
  createTime,
};

const page = <T>(content: T[]) => ({
  content,
  number: 1,
  size: 20,
  totalElements: content.length,
  last: true,
});
const group = { count: 1, data: [game] };
const state = { code: 'ENG', name: 'England', isoCode2: 'GB', enabled: 1 };
const country = { isoCode2: 'GB', enName: 'United Kingdom', status: 1 };

/** A valid request, a valid answer, a refused request and the field it is refused for. */
export const spec01Samples: Record<Spec01EndpointKey, EndpointSample> = {
  // auth
  tokenInfo: { validRequest: {}, validResponse: sessionUser, invalidRequest: { id: 1 }, invalidField: '' },
  tokenRefresh: {
    validRequest: {},
    validResponse: sessionUser,
    invalidRequest: { token: 'x' },
    invalidField: '',
  },
  register: {
    validRequest: registration,
    validResponse: sessionUser,
    invalidRequest: { ...registration, email: 'not-an-email' },
    invalidField: 'email',
  },
  checkRegister: {
    validRequest: { email: 'ada@example.com', username: 'lucky7', step: 1 },
    validResponse: null,
    invalidRequest: { mobile: '+44 7700' },
    invalidField: 'mobile',
  },
  login: {
    validRequest: { username: 'lucky7', password: 'secret-1', type: 'MEMBER' },
    validResponse: sessionUser,
    invalidRequest: { username: 'lucky7', password: 'secret-1', type: 'ADMIN' },
    invalidField: 'type',
  },
  logout: { validRequest: {}, validResponse: null, invalidRequest: { all: true }, invalidField: '' },
  facebookRegister: {
    validRequest: { email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace' },
    validResponse: sessionUser,
    invalidRequest: { email: 'ada@example.com', firstName: 'Ada', lastName: '' },
    invalidField: 'lastName',
  },
  captchaImage: {
    validRequest: { ticket: 't-123' },
    validResponse: 'data:image/png;base64,iVBORw0KGgo=',
    invalidRequest: { ticket: '' },
    invalidField: 'ticket',
  },
  sendForgotPasswordMail: {
    validRequest: { usernameOrEmail: 'ada@example.com' },
    validResponse: null,
    invalidRequest: { usernameOrEmail: '' },
    invalidField: 'usernameOrEmail',
  },
  resendActivationMail: {
    validRequest: { id: 1001 },
    validResponse: null,
    invalidRequest: { id: -3 },
    invalidField: 'id',
  },
  activate: {
    validRequest: { code: 'act-9f2' },
    validResponse: null,
    invalidRequest: {},
    invalidField: 'code',
  },
  resetPassword: {
    validRequest: { code: 'rst-1', password: 'new-pass', repassword: 'new-pass' },
    validResponse: null,
    invalidRequest: { code: 'rst-1', password: 'new-pass', repassword: 'other' },
    invalidField: 'repassword',
  },
  // member
  getMember: {
    validRequest: { id: 1001 },
    validResponse: { id: 1001, childCount: 3, treasureIndex: 1 },
    invalidRequest: { id: '1001x' },
    invalidField: 'id',
  },
  receiveInviteBonus: {
    validRequest: { id: 1001, inviteConfigId: 2 },
    validResponse: null,
    invalidRequest: { id: 1001 },
    invalidField: 'inviteConfigId',
  },
  changePassword: {
    validRequest: { id: 1001, password: 'new-pass', repassword: 'new-pass' },
    validResponse: null,
    invalidRequest: { id: 1001, password: 'new-pass', repassword: 'typo' },
    invalidField: 'repassword',
  },
  // news
  newsUnreadCount: {
    validRequest: { memberId: 1001 },
    validResponse: 2,
    invalidRequest: { memberId: 0 },
    invalidField: 'memberId',
  },
  newsListPage: {
    validRequest: { pageNum: 1, pageSize: 20, createTime_0: 'DESC', memberId_EQ: 1001 },
    validResponse: page([
      { id: 9, message: 'Your cash-out was paid', type: 0, status: 0, memberId: 1001, createTime },
    ]),
    invalidRequest: { pageNum: 1, pageSize: 500 },
    invalidField: 'pageSize',
  },
  setNewsStatus: {
    validRequest: { id: 9 },
    validResponse: null,
    invalidRequest: { id: 1.5 },
    invalidField: 'id',
  },
  // settings
  checkChatAvailable: { validRequest: {}, validResponse: true, invalidRequest: { x: 1 }, invalidField: '' },
  contactUsSetting: {
    validRequest: {},
    validResponse: {
      withdrawRulePageUrl: '/#/cashier/cashierInfo/withdrawalRules',
      promotionPageUrl: null,
      telegramLink: 'https://t.me/casino_support',
      whatsAppNumber: '4477009000',
      whatsAppQrCode: 31,
    },
    invalidRequest: { memberId: 1 },
    invalidField: '',
  },
  acquireSetting: {
    validRequest: { name: 'liveChatScript' },
    validResponse: '<script>/* chat */</script>',
    invalidRequest: { name: 'adminPassword' },
    invalidField: 'name',
  },
  accessPolicy: {
    validRequest: {},
    validResponse: { status: 1, url: null },
    invalidRequest: { ip: '1.2.3.4' },
    invalidField: '',
  },
  // reference
  stateListAll: {
    validRequest: { enabled: 1, countryIsoCode2: 'GB' },
    validResponse: [state],
    invalidRequest: { countryIsoCode2: 'gbr' },
    invalidField: 'countryIsoCode2',
  },
  stateFind: {
    validRequest: { code: 'ENG' },
    validResponse: state,
    invalidRequest: {},
    invalidField: 'code',
  },
  countryListAll: {
    validRequest: { status: 1 },
    validResponse: [country],
    invalidRequest: { status: 2 },
    invalidField: 'status',
  },
  countryFind: {
    validRequest: { isoCode2: 'GB' },
    validResponse: country,
    invalidRequest: { isoCode2: 'G' },
    invalidField: 'isoCode2',
  },
  callingCodeList: {
    validRequest: { status: 1, telNum_0: 'ASC' },
    validResponse: [{ telNum: '44', status: 1 }],
    invalidRequest: { telNum_0: 'UP' },
    invalidField: 'telNum_0',
  },
  currencyListAll: {
    validRequest: { exchangeRate_0: 'ASC', enabled: 1 },
    validResponse: [{ code: 'USD', exchangeRate: 1, enabled: 1 }],
    invalidRequest: { enabled: 2 },
    invalidField: 'enabled',
  },
  // content
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
  inviteConfigListAll: {
    validRequest: { personCount_0: 'ASC' },
    validResponse: [{ id: 2, personCount: 3, bonusAmount: 15 }],
    invalidRequest: { personCount_0: 'asc' },
    invalidField: 'personCount_0',
  },
  vipLevelListAll: {
    validRequest: { level_0: 'ASC' },
    validResponse: [{ level: 1, points: 400 }],
    invalidRequest: { level: 40 },
    invalidField: 'level',
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
  // games
  gameGet: { validRequest: { id: 5 }, validResponse: game, invalidRequest: { id: 0 }, invalidField: 'id' },
  gameLaunchUrl: {
    validRequest: { id: 5, channel: 'pc' },
    validResponse: '/sim/games/5/play?session=abc',
    invalidRequest: { id: 5, channel: 'tv' },
    invalidField: 'channel',
  },
  gameTryPlayUrl: {
    validRequest: { id: 5, channel: 'mobile' },
    validResponse: '/sim/games/5/play?fun=1',
    invalidRequest: { channel: 'mobile' },
    invalidField: 'id',
  },
  gameVendorDomain: {
    validRequest: { code: 'SIM' },
    validResponse: 'games.example.com',
    invalidRequest: { code: '' },
    invalidField: 'code',
  },
  checkBlock: { validRequest: { id: 1001 }, validResponse: 1, invalidRequest: {}, invalidField: 'id' },
  gameListPage: {
    validRequest: {
      totalPlayCount_0: 'DESC',
      enabled: 1,
      category_NEQ: 'Live Casino',
      pageNum: 1,
      pageSize: 300,
    },
    validResponse: { ...page([game]), size: 300 },
    invalidRequest: { pageNum: 0 },
    invalidField: 'pageNum',
  },
  gameOverview: {
    validRequest: {},
    validResponse: {
      recently: { count: 0, data: [] },
      top: group,
      slotsGames: group,
      tableGames: group,
      liveCasino: group,
    },
    invalidRequest: { memberId: 1001 },
    invalidField: '',
  },
  gameHistoryPage: {
    validRequest: { amount_GT: 0, pageNum: 1, pageSize: 20, createTime_0: 'DESC' },
    validResponse: page([{ id: 5, name: 'Fruit Spin', cover: 12, createTime, amount: 2.5 }]),
    invalidRequest: { amount_GT: 0, pageSize: 101 },
    invalidField: 'pageSize',
  },
  latestWins: {
    validRequest: {},
    validResponse: [{ game: 'Fruit Spin', name: 'lu***7', amount: 1250.75 }],
    invalidRequest: { limit: 10 },
    invalidField: '',
  },
  // files
  fileUpload: {
    validRequest: { file: new File([new Uint8Array([137, 80, 78, 71])], 'proof.png', { type: 'image/png' }) },
    validResponse: { id: 77 },
    invalidRequest: { file: new File(['MZ'], 'virus.exe', { type: 'application/x-msdownload' }) },
    invalidField: 'file',
  },
  fileGet: {
    validRequest: { id: 77, width: 200, height: 120 },
    validResponse: null,
    invalidRequest: { id: 77, width: 10000 },
    invalidField: 'width',
  },
};
