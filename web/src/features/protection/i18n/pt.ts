import type { Widen } from '../../../shared/i18n/types';
import type { messages as english } from './en';

export const messages: Widen<typeof english> = {
  page: {
    loadFailed: 'Não foi possível carregar suas configurações de jogo responsável.',
    retry: 'Tentar novamente',
    saferGamblingLink: 'Jogo mais seguro: dicas, autoavaliação e onde encontrar ajuda',
    activityTitle: 'Atividade da conta',
    activityText: 'Veja quanto você depositou e sacou, para acompanhar o que gasta.',
    activityLink: 'Ver a atividade da sua conta',
    blockBreak: 'Você está em pausa até {{date}}.',
    blockExclusion: 'Você está autoexcluído até {{date}}.',
    blockExclusionPermanent: 'Você está autoexcluído permanentemente.',
  },
  limits: {
    kinds: {
      DEPOSIT: {
        title: 'Limites de depósito',
        intro:
          'Limite quanto você pode depositar em 24 horas, 7 dias e 30 dias. Você pode definir mais de um: vale aquele com menos margem restante.',
      },
      LOSS: {
        title: 'Limites de perda',
        intro:
          'Limite quanto você pode perder (suas apostas menos seus ganhos) em 24 horas, 7 dias e 30 dias.',
      },
      WAGER: {
        title: 'Limites de apostas',
        intro: 'Limite o total que você pode apostar em 24 horas, 7 dias e 30 dias.',
      },
    },
    periods: {
      DAY: 'A cada 24 horas',
      WEEK: 'A cada 7 dias',
      MONTH: 'A cada 30 dias',
    },
    names: {
      DEPOSIT: {
        DAY: 'limite de depósito de 24 horas',
        WEEK: 'limite de depósito de 7 dias',
        MONTH: 'limite de depósito de 30 dias',
      },
      LOSS: {
        DAY: 'limite de perda de 24 horas',
        WEEK: 'limite de perda de 7 dias',
        MONTH: 'limite de perda de 30 dias',
      },
      WAGER: {
        DAY: 'limite de apostas de 24 horas',
        WEEK: 'limite de apostas de 7 dias',
        MONTH: 'limite de apostas de 30 dias',
      },
    },
    rule: 'Um limite novo ou menor vale na hora. Um limite maior ou a remoção só valem após um período de reflexão de 24 horas.',
    none: 'Nenhum limite definido',
    used: '{{used}} usados',
    remaining: 'Restam {{remaining}}',
    meter: 'Parte usada do {{limit}}',
    resets: 'Há margem liberada a partir de {{time}}.',
    pending: 'Alteração pendente',
    pendingRaise: 'Sobe para {{amount}} em {{time}}.',
    pendingRemoval: 'Removido em {{time}}.',
    keepCurrent: 'Manter o limite atual',
    amountLabel: 'Limite em {{currency}}',
    newAmountLabel: 'Novo limite em {{currency}}',
    set: 'Definir limite',
    change: 'Alterar limite',
    remove: 'Remover limite',
    removeTitle: 'Remover seu {{limit}}?',
    removeMessage:
      'A remoção só vale após um período de reflexão de 24 horas. Seu limite continua valendo até {{time}}, e você pode mantê-lo a qualquer momento até lá.',
    removeConfirm: 'Remover em 24 horas',
    savedNow: 'Seu {{limit}} de {{amount}} já está valendo.',
    savedLater: 'Seu {{limit}} muda para {{amount}} em {{time}}, após o período de reflexão.',
    removalScheduled: 'Seu {{limit}} será removido em {{time}}.',
    pendingCancelled: 'A alteração pendente foi cancelada: seu {{limit}} continua em {{amount}}.',
    errors: {
      required: 'Informe um valor.',
      invalid: 'Informe um valor maior que zero, com no máximo duas casas decimais.',
      tooLarge: 'Informe no máximo {{max}}.',
      unchanged: 'Esse já é o seu limite.',
    },
  },
  realityCheck: {
    title: 'Alertas de tempo de jogo',
    intro:
      'Um lembrete durante o jogo que mostra há quanto tempo você está conectado e quanto ganhou ou perdeu.',
    label: 'Lembrar-me',
    every: 'A cada {{minutes}} minutos',
    off: 'Desativado',
    save: 'Salvar',
    savedOn: 'Você receberá um lembrete a cada {{minutes}} minutos.',
    savedOff: 'Os alertas de tempo de jogo estão desativados.',
  },
  takeBreak: {
    title: 'Fazer uma pausa',
    intro:
      'Afaste-se do jogo por um tempo. Sua conta fica bloqueada pelo período escolhido, e a pausa não pode ser encerrada antes.',
    label: 'Duração da pausa',
    periods: {
      DAY: '24 horas',
      WEEK: '7 dias',
      MONTH: '30 dias',
      SIX_WEEKS: '6 semanas',
    },
    start: 'Fazer uma pausa',
    confirmTitle: 'Fazer uma pausa de {{period}}?',
    consequencesIntro: 'Leia o que acontece se você confirmar:',
    immediate: 'A pausa começa agora e você será desconectado em todos os dispositivos.',
    until: 'Você não poderá entrar, jogar nem depositar até {{date}}.',
    withdrawals: 'Os saques que você já solicitou continuam sendo pagos.',
    final: 'Depois de iniciada, a pausa não pode ser cancelada nem encurtada.',
    confirm: 'Começar minha pausa',
    doneTitle: 'Sua pausa começou',
    done: 'Você foi desconectado. Poderá entrar novamente a partir de {{date}}.',
  },
  selfExclusion: {
    title: 'Autoexclusão',
    intro:
      'Se você sente que o jogo está virando um problema, autoexclua-se por seis meses ou mais. Também é aconselhável se excluir de outros sites de apostas e conversar com uma das organizações da nossa página de jogo mais seguro.',
    label: 'Duração da autoexclusão',
    periods: {
      SIX_MONTHS: '6 meses',
      ONE_YEAR: '1 ano',
      FIVE_YEARS: '5 anos',
      PERMANENT: 'Permanentemente',
    },
    start: 'Autoexcluir-me',
    confirmTitle: 'Autoexcluir-se por {{period}}?',
    confirmTitlePermanent: 'Autoexcluir-se permanentemente?',
    consequencesIntro: 'Este é um passo sério. Leia o que acontece se você confirmar:',
    immediate: 'Sua autoexclusão começa agora e você será desconectado em todos os dispositivos.',
    until: 'Você não poderá entrar, jogar nem depositar até {{date}}.',
    permanent: 'Você nunca mais poderá entrar, jogar ou depositar com esta conta.',
    withdrawals: 'Os saques que você já solicitou continuam sendo pagos.',
    final:
      'Uma autoexclusão não pode ser encurtada, cancelada ou suspensa antes do prazo por nenhum motivo, nem mesmo a seu pedido.',
    acknowledge: 'Entendo que esta autoexclusão não pode ser encurtada nem suspensa antes do prazo.',
    acknowledgeRequired: 'Marque a caixa para confirmar que você entendeu.',
    confirm: 'Autoexcluir-me agora',
    doneTitle: 'Sua autoexclusão começou',
    done: 'Você foi desconectado. Sua autoexclusão termina em {{date}}.',
    donePermanent:
      'Você foi desconectado. Sua autoexclusão é permanente. Se precisar de apoio, as organizações da nossa página de jogo mais seguro podem ajudar.',
  },
  safer: {
    whatTitle: 'O que significa jogar com mais segurança',
    whatBody:
      'O jogo deve ser um entretenimento que você pode pagar, nunca uma forma de ganhar dinheiro, pagar dívidas ou fugir de problemas. Jogar com segurança é decidir antes quanto dinheiro e tempo você vai gastar, e parar quando chegar a esse ponto, esteja ganhando ou perdendo.',
    tips: {
      budget: 'Defina um orçamento que você pode perder e nunca o ultrapasse.',
      time: 'Decida quanto tempo vai jogar e faça pausas regulares.',
      chase: 'Nunca tente recuperar perdas: aceite-as como o custo do entretenimento.',
      mood: 'Não jogue quando estiver chateado, estressado ou sozinho, nem depois de beber álcool.',
      borrow:
        'Nunca peça dinheiro emprestado para jogar, e reserve tempo para família, amigos e outros interesses.',
    },
    underage:
      'O jogo é apenas para maiores de 18 anos. Se crianças usam seus dispositivos, proteja-os com um software de controle parental.',
    toolsTitle: 'Ferramentas para manter o controle',
    toolsIntro: 'Toda conta tem estas ferramentas. Você as encontra na sua página de jogo responsável.',
    tools: {
      deposit: 'Limites de depósito de 24 horas, 7 dias e 30 dias.',
      lossWager: 'Limites de perda e de apostas, para limitar o que você perde ou aposta.',
      realityCheck: 'Alertas de tempo de jogo: lembretes de há quanto tempo você está jogando.',
      takeBreak: 'Fazer uma pausa: 24 horas, 7 dias, 30 dias ou 6 semanas.',
      selfExclusion: 'Autoexclusão: 6 meses, 1 ano, 5 anos ou permanente.',
      activity: 'Atividade da conta: quanto você depositou e sacou ao longo do tempo.',
    },
    openTools: 'Abrir suas configurações de jogo responsável',
    signInForTools: 'Entre para definir seus limites',
    assessmentTitle: 'Autoavaliação',
    assessmentIntro:
      'Estas nove perguntas vêm do Índice de Gravidade do Jogo Problemático (PGSI). Pensando nos últimos 12 meses, escolha a resposta que melhor se aplica. Suas respostas ficam neste dispositivo: nada é enviado para nós.',
    questionLabel: 'Pergunta {{number}}: {{question}}',
    questions: {
      q1: 'Você apostou mais do que realmente podia perder?',
      q2: 'Você precisou apostar quantias cada vez maiores para sentir a mesma emoção?',
      q3: 'Quando jogou, você voltou outro dia para tentar recuperar o dinheiro perdido?',
      q4: 'Você pegou dinheiro emprestado ou vendeu algo para conseguir dinheiro para jogar?',
      q5: 'Você sentiu que poderia ter um problema com o jogo?',
      q6: 'O jogo causou a você algum problema de saúde, como estresse ou ansiedade?',
      q7: 'Outras pessoas criticaram suas apostas ou disseram que você tinha um problema com o jogo, independentemente de você achar que era verdade ou não?',
      q8: 'O seu jogo causou problemas financeiros a você ou à sua família?',
      q9: 'Você se sentiu culpado pela forma como joga ou pelo que acontece quando joga?',
    },
    answers: {
      never: 'Nunca',
      sometimes: 'Às vezes',
      mostOfTheTime: 'Na maioria das vezes',
      almostAlways: 'Quase sempre',
    },
    submit: 'Ver meu resultado',
    unanswered: 'Responda a todas as perguntas para ver seu resultado: faltam {{left}}.',
    resultTitle: 'Seu resultado',
    score: 'Sua pontuação é {{score}} de 27.',
    bands: {
      none: {
        title: 'Nenhum sinal de problema com o jogo',
        advice:
          'Você parece jogar sem prejuízos. Continue assim: defina um limite de depósito e mantenha o jogo como passatempo.',
      },
      low: {
        title: 'Risco baixo',
        advice:
          'Você pode ter alguns sinais iniciais de prejuízo. Defina limites de depósito e alertas de tempo de jogo, e refaça esta autoavaliação de vez em quando.',
      },
      moderate: {
        title: 'Risco moderado',
        advice:
          'O jogo pode estar prejudicando você. Defina limites agora, pense em fazer uma pausa e converse com uma das organizações abaixo: a ajuda delas é gratuita e confidencial.',
      },
      problem: {
        title: 'O jogo provavelmente está prejudicando você',
        advice:
          'Suas respostas indicam que você pode ter perdido o controle sobre o jogo. Entre em contato hoje mesmo com uma das organizações abaixo e pense na autoexclusão.',
      },
    },
    disclaimer: 'Esta é uma ferramenta de triagem, não um diagnóstico.',
    restart: 'Recomeçar',
    helpTitle: 'Onde encontrar ajuda',
    helpIntro:
      'Há apoio gratuito e confidencial para qualquer pessoa afetada pelo jogo, inclusive familiares e amigos. Você não precisa ser nosso cliente.',
    phone: 'Telefone: {{number}}',
    opensInNewTab: '(abre em uma nova aba)',
    resources: {
      begambleaware: 'Orientação e a National Gambling Helpline (Grã-Bretanha), gratuita, 24 horas por dia.',
      gamcare:
        'Informações, chat ao vivo e aconselhamento gratuitos para quem é afetado pelo jogo (Reino Unido).',
      gamblingTherapy: 'Apoio e aconselhamento online gratuitos no mundo inteiro, em vários idiomas.',
      gamblersAnonymous:
        'Reuniões de pessoas que compartilham sua experiência para parar de jogar, em muitos países.',
      ncpg: 'A linha nacional de ajuda para jogo problemático dos EUA: gratuita, confidencial, 24 horas por dia.',
    },
    blockingTitle: 'Programas de bloqueio',
    blockingIntro: 'Bloqueie sites e aplicativos de apostas nos seus próprios dispositivos:',
    blocking: {
      gamban: 'Bloqueia sites e aplicativos de apostas em todos os seus dispositivos.',
      gamblock: 'Bloqueia o acesso a sites e aplicativos de apostas em computadores e celulares.',
    },
  },
};
