import type { Widen } from '../../../shared/i18n/types';
import type { messages as english } from './en';

export const messages: Widen<typeof english> = {
  article: {
    loading: 'Carregando a página…',
    failed: 'Não foi possível carregar esta página.',
    retry: 'Tentar novamente',
    missingId: 'Nenhum artigo foi escolhido. Abra um artigo a partir de um link ou banner.',
    imageLink: 'Abrir a página vinculada',
  },
  feedback: {
    question: 'Esta página foi útil?',
    yes: 'Sim',
    no: 'Não',
    commentYes: 'Ótimo! Gostaria de acrescentar algo?',
    commentNo: 'Lamentamos. O que você estava procurando?',
    send: 'Enviar opinião',
    thanks: 'Obrigado pela sua opinião.',
  },
  overlay: {
    moreHelp: 'Mais respostas na Central de Ajuda',
  },
  legal: {
    terms: 'Termos e Condições',
    privacy: 'Política de Privacidade',
    privacySite: 'Política de Privacidade',
    userAgreement: 'Contrato do Usuário',
    aboutUs: 'Sobre Nós',
    cashoutRules: 'Regras de Saque',
    messageCentre: 'Central de Mensagens',
  },
  info: {
    banking: 'Pagamentos',
    withdrawalRules: 'Regras de Retirada',
    promotions: 'Promoções',
    cryptoGuide: 'Guia Cripto',
  },
  banking: {
    methods: 'Formas de pagamento aceitas',
    cryptoGuide: 'Novo em cripto? Leia nosso guia cripto',
  },
  cryptoGuide: {
    mediaNote: 'Abra uma etapa para ver como funciona, com um vídeo curto legendado de cada etapa.',
    promotions: 'Promoções cripto',
  },
  promotion: {
    title: 'Promoção',
  },
};
