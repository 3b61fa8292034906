import type { Widen } from '../../../shared/i18n/types';
import type { messages as english } from './en';

export const messages: Widen<typeof english> = {
  page: {
    loadFailed: 'No se pudieron cargar tus ajustes de juego responsable.',
    retry: 'Reintentar',
    saferGamblingLink: 'Juego más seguro: consejos, autoevaluación y dónde encontrar ayuda',
    activityTitle: 'Actividad de la cuenta',
    activityText: 'Consulta lo que has depositado y retirado para llevar el control de lo que gastas.',
    activityLink: 'Ver la actividad de tu cuenta',
    blockBreak: 'Estás en una pausa hasta el {{date}}.',
    blockExclusion: 'Estás autoexcluido hasta el {{date}}.',
    blockExclusionPermanent: 'Estás autoexcluido de forma permanente.',
  },
  limits: {
    kinds: {
      DEPOSIT: {
        title: 'Límites de depósito',
        intro:
          'Limita lo que puedes depositar en 24 horas, 7 días y 30 días. Puedes fijar varios: se aplica el que deja menos margen.',
      },
      LOSS: {
        title: 'Límites de pérdidas',
        intro:
          'Limita lo que puedes perder (tus apuestas menos tus ganancias) en 24 horas, 7 días y 30 días.',
      },
      WAGER: {
        title: 'Límites de apuestas',
        intro: 'Limita el total que puedes apostar en 24 horas, 7 días y 30 días.',
      },
    },
    periods: {
      DAY: 'Cada 24 horas',
      WEEK: 'Cada 7 días',
      MONTH: 'Cada 30 días',
    },
    names: {
      DEPOSIT: {
        DAY: 'límite de depósito de 24 horas',
        WEEK: 'límite de depósito de 7 días',
        MONTH: 'límite de depósito de 30 días',
      },
      LOSS: {
        DAY: 'límite de pérdidas de 24 horas',
        WEEK: 'límite de pérdidas de 7 días',
        MONTH: 'límite de pérdidas de 30 días',
      },
      WAGER: {
        DAY: 'límite de apuestas de 24 horas',
        WEEK: 'límite de apuestas de 7 días',
        MONTH: 'límite de apuestas de 30 días',
      },
    },
    rule: 'Un límite nuevo o más bajo se aplica al instante. Un límite más alto o su eliminación solo se aplican tras un periodo de reflexión de 24 horas.',
    none: 'Sin límite',
    used: '{{used}} usados',
    remaining: 'Quedan {{remaining}}',
    meter: 'Parte usada del {{limit}}',
    resets: 'Se libera margen a partir del {{time}}.',
    pending: 'Cambio pendiente',
    pendingRaise: 'Sube a {{amount}} el {{time}}.',
    pendingRemoval: 'Se elimina el {{time}}.',
    keepCurrent: 'Mantener el límite actual',
    amountLabel: 'Límite en {{currency}}',
    newAmountLabel: 'Nuevo límite en {{currency}}',
    set: 'Fijar límite',
    change: 'Cambiar límite',
    remove: 'Eliminar límite',
    removeTitle: '¿Eliminar tu {{limit}}?',
    removeMessage:
      'La eliminación solo se aplica tras un periodo de reflexión de 24 horas. Tu límite sigue vigente hasta el {{time}} y puedes mantenerlo en cualquier momento antes.',
    removeConfirm: 'Eliminar en 24 horas',
    savedNow: 'Tu {{limit}} de {{amount}} ya se aplica.',
    savedLater: 'Tu {{limit}} cambia a {{amount}} el {{time}}, tras el periodo de reflexión.',
    removalScheduled: 'Tu {{limit}} se eliminará el {{time}}.',
    pendingCancelled: 'El cambio pendiente se ha cancelado: tu {{limit}} sigue en {{amount}}.',
    errors: {
      required: 'Introduce un importe.',
      invalid: 'Introduce un importe mayor que cero, con dos decimales como máximo.',
      tooLarge: 'Introduce como máximo {{max}}.',
      unchanged: 'Ese ya es tu límite.',
    },
  },
  realityCheck: {
    title: 'Avisos de tiempo de juego',
    intro:
      'Un aviso mientras juegas que muestra cuánto tiempo llevas conectado y cuánto has ganado o perdido.',
    label: 'Avisarme',
    every: 'Cada {{minutes}} minutos',
    off: 'Desactivado',
    save: 'Guardar',
    savedOn: 'Recibirás un aviso cada {{minutes}} minutos.',
    savedOff: 'Los avisos de tiempo de juego están desactivados.',
  },
  takeBreak: {
    title: 'Tomar una pausa',
    intro:
      'Aléjate del juego durante un tiempo. Tu cuenta queda bloqueada durante el periodo que elijas y la pausa no se puede terminar antes.',
    label: 'Duración de la pausa',
    periods: {
      DAY: '24 horas',
      WEEK: '7 días',
      MONTH: '30 días',
      SIX_WEEKS: '6 semanas',
    },
    start: 'Tomar una pausa',
    confirmTitle: '¿Tomar una pausa de {{period}}?',
    consequencesIntro: 'Lee lo que ocurre si confirmas:',
    immediate: 'La pausa empieza ahora y se cerrará tu sesión en todos tus dispositivos.',
    until: 'No podrás iniciar sesión, jugar ni depositar hasta el {{date}}.',
    withdrawals: 'Los retiros que ya hayas solicitado se pagarán igualmente.',
    final: 'Una vez iniciada, la pausa no se puede cancelar ni acortar.',
    confirm: 'Empezar mi pausa',
    doneTitle: 'Tu pausa ha empezado',
    done: 'Se ha cerrado tu sesión. Podrás volver a iniciar sesión a partir del {{date}}.',
  },
  selfExclusion: {
    title: 'Autoexclusión',
    intro:
      'Si sientes que el juego se está convirtiendo en un problema, autoexclúyete durante seis meses o más. También es recomendable que te excluyas de otros sitios de juego y hables con alguna de las organizaciones de nuestra página de juego más seguro.',
    label: 'Duración de la autoexclusión',
    periods: {
      SIX_MONTHS: '6 meses',
      ONE_YEAR: '1 año',
      FIVE_YEARS: '5 años',
      PERMANENT: 'Permanentemente',
    },
    start: 'Autoexcluirme',
    confirmTitle: '¿Autoexcluirte durante {{period}}?',
    confirmTitlePermanent: '¿Autoexcluirte de forma permanente?',
    consequencesIntro: 'Es un paso importante. Lee lo que ocurre si confirmas:',
    immediate: 'Tu autoexclusión empieza ahora y se cerrará tu sesión en todos tus dispositivos.',
    until: 'No podrás iniciar sesión, jugar ni depositar hasta el {{date}}.',
    permanent: 'Nunca más podrás iniciar sesión, jugar ni depositar con esta cuenta.',
    withdrawals: 'Los retiros que ya hayas solicitado se pagarán igualmente.',
    final:
      'Una autoexclusión no se puede acortar, cancelar ni levantar antes de tiempo por ningún motivo, ni siquiera si nos lo pides.',
    acknowledge: 'Entiendo que esta autoexclusión no se puede acortar ni levantar antes de tiempo.',
    acknowledgeRequired: 'Marca la casilla para confirmar que lo entiendes.',
    confirm: 'Autoexcluirme ahora',
    doneTitle: 'Tu autoexclusión ha empezado',
    done: 'Se ha cerrado tu sesión. Tu autoexclusión termina el {{date}}.',
    donePermanent:
      'Se ha cerrado tu sesión. Tu autoexclusión es permanente. Si necesitas apoyo, las organizaciones de nuestra página de juego más seguro pueden ayudarte.',
  },
  safer: {
    whatTitle: 'Qué significa jugar de forma más segura',
    whatBody:
      'El juego debe ser un entretenimiento que puedas permitirte, nunca una forma de ganar dinero, pagar deudas o escapar de los problemas. Jugar con seguridad significa decidir de antemano cuánto dinero y tiempo vas a dedicarle, y parar cuando llegues a ese punto, tanto si ganas como si pierdes.',
    tips: {
      budget: 'Fija un presupuesto que puedas permitirte perder y no lo superes nunca.',
      time: 'Decide cuánto tiempo vas a jugar y haz pausas con regularidad.',
      chase:
        'No intentes nunca recuperar lo perdido: acepta las pérdidas como el precio del entretenimiento.',
      mood: 'No juegues cuando estés alterado, estresado o te sientas solo, ni después de beber alcohol.',
      borrow:
        'No pidas nunca dinero prestado para jugar y reserva tiempo para tu familia, tus amigos y otras aficiones.',
    },
    underage:
      'El juego es solo para adultos de 18 años o más. Si hay niños que usan tus dispositivos, protégelos con un programa de control parental.',
    toolsTitle: 'Herramientas para mantener el control',
    toolsIntro:
      'Todas las cuentas tienen estas herramientas. Las encontrarás en tu página de juego responsable.',
    tools: {
      deposit: 'Límites de depósito de 24 horas, 7 días y 30 días.',
      lossWager: 'Límites de pérdidas y de apuestas, para limitar lo que pierdes o apuestas.',
      realityCheck: 'Avisos de tiempo de juego: te recuerdan cuánto tiempo llevas jugando.',
      takeBreak: 'Tomar una pausa: 24 horas, 7 días, 30 días o 6 semanas.',
      selfExclusion: 'Autoexclusión: 6 meses, 1 año, 5 años o permanente.',
      activity: 'Actividad de la cuenta: lo que has depositado y retirado a lo largo del tiempo.',
    },
    openTools: 'Abrir tus ajustes de juego responsable',
    signInForTools: 'Inicia sesión para fijar tus límites',
    assessmentTitle: 'Autoevaluación',
    assessmentIntro:
      'Estas nueve preguntas proceden del Índice de Severidad del Juego Problemático (PGSI). Pensando en los últimos 12 meses, elige la respuesta que mejor se ajuste. Tus respuestas se quedan en este dispositivo: no se nos envía nada.',
    questionLabel: 'Pregunta {{number}}: {{question}}',
    questions: {
      q1: '¿Has apostado más de lo que realmente podías permitirte perder?',
      q2: '¿Has necesitado apostar cantidades de dinero cada vez mayores para sentir la misma emoción?',
      q3: 'Cuando jugabas, ¿volviste otro día para intentar recuperar el dinero que habías perdido?',
      q4: '¿Has pedido dinero prestado o vendido algo para conseguir dinero para jugar?',
      q5: '¿Has sentido que podrías tener un problema con el juego?',
      q6: '¿El juego te ha causado algún problema de salud, como estrés o ansiedad?',
      q7: '¿Alguien ha criticado tus apuestas o te ha dicho que tenías un problema con el juego, independientemente de que pensaras que era cierto o no?',
      q8: '¿Tu forma de jugar te ha causado problemas económicos a ti o a tu hogar?',
      q9: '¿Te has sentido culpable por tu forma de jugar o por lo que ocurre cuando juegas?',
    },
    answers: {
      never: 'Nunca',
      sometimes: 'A veces',
      mostOfTheTime: 'La mayoría de las veces',
      almostAlways: 'Casi siempre',
    },
    submit: 'Ver mi resultado',
    unanswered: 'Responde a todas las preguntas para ver tu resultado: faltan {{left}}.',
    resultTitle: 'Tu resultado',
    score: 'Tu puntuación es {{score}} de 27.',
    bands: {
      none: {
        title: 'Ningún indicio de problema con el juego',
        advice:
          'Parece que juegas sin consecuencias negativas. Sigue así: fija un límite de depósito y mantén el juego como un pasatiempo.',
      },
      low: {
        title: 'Riesgo bajo',
        advice:
          'Puede que tengas algunas señales tempranas de daño. Fija límites de depósito y avisos de tiempo de juego, y repite esta autoevaluación de vez en cuando.',
      },
      moderate: {
        title: 'Riesgo moderado',
        advice:
          'Puede que el juego te esté perjudicando. Fija límites ahora, plantéate tomar una pausa y habla con alguna de las organizaciones de abajo: su ayuda es gratuita y confidencial.',
      },
      problem: {
        title: 'Es probable que el juego te esté perjudicando',
        advice:
          'Tus respuestas indican que quizá hayas perdido el control sobre el juego. Ponte en contacto hoy mismo con alguna de las organizaciones de abajo y plantéate la autoexclusión.',
      },
    },
    disclaimer: 'Es una herramienta de detección, no un diagnóstico.',
    restart: 'Empezar de nuevo',
    helpTitle: 'Dónde encontrar ayuda',
    helpIntro:
      'Hay apoyo gratuito y confidencial para cualquier persona afectada por el juego, incluidos familiares y amigos. No necesitas ser cliente nuestro.',
    phone: 'Teléfono: {{number}}',
    opensInNewTab: '(se abre en una pestaña nueva)',
    resources: {
      begambleaware: 'Consejos y la National Gambling Helpline (Gran Bretaña), gratuita, las 24 horas.',
      gamcare:
        'Información, chat en directo y asesoramiento gratuitos para cualquier persona afectada por el juego (Reino Unido).',
      gamblingTherapy: 'Apoyo y asesoramiento en línea gratuitos a nivel mundial, en muchos idiomas.',
      gamblersAnonymous:
        'Reuniones de personas que comparten su experiencia para dejar de jugar, en muchos países.',
      ncpg: 'La línea nacional de ayuda para el juego problemático de EE. UU.: gratuita, confidencial y las 24 horas.',
    },
    blockingTitle: 'Programas de bloqueo',
    blockingIntro: 'Bloquea los sitios y aplicaciones de juego en tus propios dispositivos:',
    blocking: {
      gamban: 'Bloquea sitios y aplicaciones de juego en todos tus dispositivos.',
      gamblock: 'Bloquea el acceso a sitios y aplicaciones de juego en ordenadores y móviles.',
    },
  },
};
