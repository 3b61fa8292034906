import type { Widen } from '../../../shared/i18n/types';
import type { messages as english } from './en';

export const messages: Widen<typeof english> = {
  breadcrumb: {
    label: 'Trilha de navegação',
    home: 'Início',
  },
  search: {
    label: 'Pesquisar nas páginas de ajuda',
    placeholder: 'Pesquisar páginas de ajuda...',
    results_one: '{{count}} página encontrada',
    results_other: '{{count}} páginas encontradas',
    none: 'Nenhuma página de ajuda corresponde à sua pesquisa. Tente outras palavras ou fale com o suporte.',
    listLabel: 'Páginas de ajuda',
  },
  sections: {
    browse: 'Navegar pelas páginas de ajuda',
    inThisSection: 'Nesta seção',
  },
  keywords: {
    myAccountInfo: 'conta perfil dados pessoais senha entrar login',
    depositRules: 'depósito pagamento cartão mínimo dinheiro adicionar fundos',
    bonusRules: 'bônus apostas rollover giros grátis promoção',
    casino361: 'regras do cassino jogo justo jogos conduta',
    aboutUs: 'empresa contato licença suporte quem somos',
    privacyPolicy: 'privacidade dados informações pessoais cookies segurança',
    tableGamesInfo: 'jogos de mesa roleta bacará cartas',
    blackjack: 'blackjack vinte-e-um cartas crupiê',
    cashierInfo: 'caixa pagamentos saldo documentos verificação',
    withdrawalRules: 'saque retirada sacar pagamento limites',
    bonusInfo: 'bônus ofertas cashback vip',
    bonusTerms: 'termos do bônus condições validade',
  },
  selector: {
    legend: 'Com o que você precisa de ajuda?',
    open: 'Ler: {{page}}',
    answers: {
      deposit: 'Como adicionar dinheiro, as formas aceitas e o depósito mínimo.',
      withdraw: 'Como funcionam os saques, quanto tempo levam e os limites aplicáveis.',
      bonus: 'Como os bônus são creditados e apostados antes de poderem ser sacados.',
      closing:
        'Para encerrar sua conta, fale com o suporte nas páginas da sua conta; respondemos em até um dia.',
      security: 'Como protegemos seus dados e o que você pode fazer para manter sua conta segura.',
      verification: 'Quais documentos pedimos antes de um saque e quanto tempo leva a análise.',
      techIssue:
        'Algo não funciona? Nossa equipe atende 24/7; esta página mostra todas as formas de contato.',
    },
  },
};
