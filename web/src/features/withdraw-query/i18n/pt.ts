import type { Widen } from '../../../shared/i18n/types';
import type { messages as english } from './en';

export const messages: Widen<typeof english> = {
  intro: {
    what: 'Acompanhe um saque sem entrar na conta. Você vai precisar de:',
    needAccount: 'seu nome de usuário ou e-mail,',
    needReference: 'a referência do saque (o número mostrado no seu histórico de saques),',
    needPassword: 'a senha da sua conta.',
    stepByStep: 'Começar passo a passo',
    oneForm: 'Usar um único formulário',
  },
  steps: {
    label: 'Etapas da consulta',
    account: 'Conta',
    verify: 'Verificar',
    status: 'Status',
    done: 'concluída',
  },
  fields: {
    account: 'Usuário ou e-mail',
    reference: 'Referência do saque',
    referenceHint: 'O número do saque, por exemplo 1024.',
    password: 'Senha',
  },
  actions: {
    next: 'Avançar',
    back: 'Voltar',
    lookUp: 'Ver status',
  },
  verify: {
    summary: 'Saque nº {{id}} de {{account}}. Digite a senha da conta para ver o status.',
  },
  errors: {
    accountRequired: 'Usuário / e-mail obrigatório',
    referenceRequired: 'Referência do saque obrigatória',
    referenceInvalid: 'Digite a referência como número, por exemplo 1024',
    passwordRequired: 'Senha obrigatória',
    lookupFailed: 'O saque não foi encontrado. Confira os dados e tente novamente.',
  },
  startAgain: {
    text: 'Esta etapa precisa dos dados da anterior. Comece a consulta novamente.',
    link: 'Iniciar a consulta',
  },
  result: {
    title: 'Saque nº {{id}}',
    status: 'Status',
    amount: 'Valor',
    requested: 'Solicitado em',
    updated: 'Última atualização',
    another: 'Consultar outro saque',
  },
  status: {
    pendingReview: 'Em análise',
    pendingPayment: 'Aguardando pagamento',
    paymentInProgress: 'Pagamento em andamento',
    paymentSuccessful: 'Pagamento realizado',
    rejected: 'Recusado',
    failed: 'Falhou',
    completed: 'Concluído',
    canceled: 'Cancelado',
  },
  statusExplain: {
    pendingReview: 'Nossa equipe está analisando a solicitação. Isso costuma levar de 1 a 7 dias úteis.',
    pendingPayment: 'A solicitação foi aprovada e aguarda o pagamento.',
    paymentInProgress: 'O pagamento foi enviado ao provedor de pagamento.',
    paymentSuccessful: 'O provedor confirmou o pagamento. O dinheiro deve chegar em breve.',
    rejected:
      'A solicitação foi recusada e o valor voltou ao seu saldo. Fale com o suporte para saber o motivo.',
    failed: 'O pagamento falhou e o valor voltou ao seu saldo. Você pode solicitar novamente.',
    completed: 'O saque foi concluído.',
    canceled: 'A solicitação foi cancelada e o valor voltou ao seu saldo.',
  },
};
