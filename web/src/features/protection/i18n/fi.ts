import type { Widen } from '../../../shared/i18n/types';
import type { messages as english } from './en';

export const messages: Widen<typeof english> = {
  page: {
    loadFailed: 'Vastuullisen pelaamisen asetuksiasi ei voitu ladata.',
    retry: 'Yritä uudelleen',
    saferGamblingLink: 'Turvallisempi pelaaminen: vinkit, itsearviointi ja avun lähteet',
    activityTitle: 'Tilin tapahtumat',
    activityText: 'Katso, paljonko olet tallettanut ja kotiuttanut, niin pysyt selvillä kulutuksestasi.',
    activityLink: 'Näytä tilisi tapahtumat',
    blockBreak: 'Olet tauolla {{date}} asti.',
    blockExclusion: 'Olet sulkenut itsesi pelaamisesta {{date}} asti.',
    blockExclusionPermanent: 'Olet sulkenut itsesi pelaamisesta pysyvästi.',
  },
  limits: {
    kinds: {
      DEPOSIT: {
        title: 'Talletusrajat',
        intro:
          'Rajaa, paljonko voit tallettaa 24 tunnin, 7 päivän ja 30 päivän aikana. Voit asettaa useamman rajan: voimassa on se, jossa on vähiten varaa jäljellä.',
      },
      LOSS: {
        title: 'Tappiorajat',
        intro:
          'Rajaa, paljonko voit hävitä (panokset miinus voitot) 24 tunnin, 7 päivän ja 30 päivän aikana.',
      },
      WAGER: {
        title: 'Panosrajat',
        intro: 'Rajaa panostesi yhteissumma 24 tunnin, 7 päivän ja 30 päivän aikana.',
      },
    },
    periods: {
      DAY: '24 tunnin aikana',
      WEEK: '7 päivän aikana',
      MONTH: '30 päivän aikana',
    },
    names: {
      DEPOSIT: {
        DAY: '24 tunnin talletusraja',
        WEEK: '7 päivän talletusraja',
        MONTH: '30 päivän talletusraja',
      },
      LOSS: {
        DAY: '24 tunnin tappioraja',
        WEEK: '7 päivän tappioraja',
        MONTH: '30 päivän tappioraja',
      },
      WAGER: {
        DAY: '24 tunnin panosraja',
        WEEK: '7 päivän panosraja',
        MONTH: '30 päivän panosraja',
      },
    },
    rule: 'Uusi tai pienempi raja tulee voimaan heti. Suurempi raja tai rajan poisto tulee voimaan vasta 24 tunnin harkinta-ajan jälkeen.',
    none: 'Ei asetettua rajaa',
    used: 'Käytetty {{used}}',
    remaining: 'Jäljellä {{remaining}}',
    meter: 'Käytetty osuus: {{limit}}',
    resets: 'Varaa vapautuu {{time}} alkaen.',
    pending: 'Odottava muutos',
    pendingRaise: 'Nousee summaan {{amount}} {{time}}.',
    pendingRemoval: 'Poistuu {{time}}.',
    keepCurrent: 'Pidä nykyinen raja',
    amountLabel: 'Raja ({{currency}})',
    newAmountLabel: 'Uusi raja ({{currency}})',
    set: 'Aseta raja',
    change: 'Muuta rajaa',
    remove: 'Poista raja',
    removeTitle: 'Poistetaanko raja: {{limit}}?',
    removeMessage:
      'Poisto tulee voimaan vasta 24 tunnin harkinta-ajan jälkeen. Rajasi on voimassa {{time}} asti, ja voit pitää sen milloin tahansa ennen sitä.',
    removeConfirm: 'Poista 24 tunnin kuluttua',
    savedNow: '{{limit}} {{amount}} on nyt voimassa.',
    savedLater: '{{limit}} muuttuu summaan {{amount}} {{time}} harkinta-ajan jälkeen.',
    removalScheduled: '{{limit}} poistuu {{time}}.',
    pendingCancelled: 'Odottava muutos on peruttu: {{limit}} pysyy summassa {{amount}}.',
    errors: {
      required: 'Anna summa.',
      invalid: 'Anna nollaa suurempi summa, enintään kahdella desimaalilla.',
      tooLarge: 'Anna enintään {{max}}.',
      unchanged: 'Tämä on jo rajasi.',
    },
  },
  realityCheck: {
    title: 'Peliaikamuistutukset',
    intro:
      'Muistutus pelin aikana: se näyttää, kuinka kauan olet ollut kirjautuneena ja paljonko olet voittanut tai hävinnyt.',
    label: 'Muistuta minua',
    every: '{{minutes}} minuutin välein',
    off: 'Pois päältä',
    save: 'Tallenna',
    savedOn: 'Saat muistutuksen {{minutes}} minuutin välein.',
    savedOff: 'Peliaikamuistutukset ovat pois päältä.',
  },
  takeBreak: {
    title: 'Pidä tauko',
    intro:
      'Ota etäisyyttä pelaamiseen. Tilisi lukitaan valitsemaksesi ajaksi, eikä taukoa voi lopettaa etuajassa.',
    label: 'Tauon pituus',
    periods: {
      DAY: '24 tuntia',
      WEEK: '7 päivää',
      MONTH: '30 päivää',
      SIX_WEEKS: '6 viikkoa',
    },
    start: 'Pidä tauko',
    confirmTitle: 'Pidetäänkö tauko ({{period}})?',
    consequencesIntro: 'Lue, mitä tapahtuu, kun vahvistat:',
    immediate: 'Tauko alkaa heti, ja sinut kirjataan ulos kaikilla laitteilla.',
    until: 'Et voi kirjautua, pelata etkä tallettaa {{date}} asti.',
    withdrawals: 'Jo pyytämäsi kotiutukset maksetaan silti.',
    final: 'Alkanutta taukoa ei voi perua eikä lyhentää.',
    confirm: 'Aloita tauko',
    doneTitle: 'Taukosi on alkanut',
    done: 'Sinut on kirjattu ulos. Voit kirjautua uudelleen {{date}} alkaen.',
  },
  selfExclusion: {
    title: 'Pelaamisen estäminen',
    intro:
      'Jos tunnet, että pelaamisesta on tulossa ongelma, sulje itsesi pelaamisesta vähintään kuudeksi kuukaudeksi. Kannattaa myös sulkea itsensä muilta pelisivustoilta ja puhua jonkin turvallisemman pelaamisen sivullamme mainitun järjestön kanssa.',
    label: 'Pelikiellon pituus',
    periods: {
      SIX_MONTHS: '6 kuukautta',
      ONE_YEAR: '1 vuosi',
      FIVE_YEARS: '5 vuotta',
      PERMANENT: 'Pysyvästi',
    },
    start: 'Sulje itseni pelaamisesta',
    confirmTitle: 'Suljetaanko sinut pelaamisesta ({{period}})?',
    confirmTitlePermanent: 'Suljetaanko sinut pelaamisesta pysyvästi?',
    consequencesIntro: 'Tämä on vakava päätös. Lue, mitä tapahtuu, kun vahvistat:',
    immediate: 'Pelikielto alkaa heti, ja sinut kirjataan ulos kaikilla laitteilla.',
    until: 'Et voi kirjautua, pelata etkä tallettaa {{date}} asti.',
    permanent: 'Et voi enää koskaan kirjautua, pelata etkä tallettaa tällä tilillä.',
    withdrawals: 'Jo pyytämäsi kotiutukset maksetaan silti.',
    final:
      'Pelikieltoa ei voi lyhentää, perua eikä purkaa etuajassa mistään syystä, et edes itse pyytämällä.',
    acknowledge: 'Ymmärrän, että tätä pelikieltoa ei voi lyhentää eikä purkaa etuajassa.',
    acknowledgeRequired: 'Vahvista valintaruudulla, että ymmärrät tämän.',
    confirm: 'Sulje minut pelaamisesta nyt',
    doneTitle: 'Pelikieltosi on alkanut',
    done: 'Sinut on kirjattu ulos. Pelikieltosi päättyy {{date}}.',
    donePermanent:
      'Sinut on kirjattu ulos. Pelikieltosi on pysyvä. Jos tarvitset tukea, turvallisemman pelaamisen sivullamme mainitut järjestöt voivat auttaa.',
  },
  safer: {
    whatTitle: 'Mitä turvallisempi pelaaminen tarkoittaa',
    whatBody:
      'Pelaamisen pitäisi olla viihdettä, johon sinulla on varaa, ei koskaan keino ansaita rahaa, maksaa velkoja tai paeta ongelmia. Turvallinen pelaaminen tarkoittaa, että päätät etukäteen, paljonko rahaa ja aikaa käytät, ja lopetat, kun raja tulee vastaan, voitit tai hävisit.',
    tips: {
      budget: 'Aseta budjetti, jonka sinulla on varaa hävitä, äläkä koskaan ylitä sitä.',
      time: 'Päätä, kuinka kauan pelaat, ja pidä säännöllisesti taukoja.',
      chase: 'Älä koskaan yritä voittaa tappioitasi takaisin: hyväksy ne viihteen hintana.',
      mood: 'Älä pelaa, kun olet järkyttynyt, stressaantunut tai yksinäinen tai kun olet juonut alkoholia.',
      borrow:
        'Älä koskaan lainaa rahaa pelaamiseen, ja varaa aikaa perheelle, ystäville ja muille harrastuksille.',
    },
    underage:
      'Rahapelit on tarkoitettu vain 18 vuotta täyttäneille. Jos lapset käyttävät laitteitasi, suojaa ne lapsilukko-ohjelmistolla.',
    toolsTitle: 'Työkalut hallinnan säilyttämiseen',
    toolsIntro: 'Jokaisella tilillä on nämä työkalut. Löydät ne vastuullisen pelaamisen sivultasi.',
    tools: {
      deposit: 'Talletusrajat 24 tunnille, 7 päivälle ja 30 päivälle.',
      lossWager: 'Tappio- ja panosrajat, joilla rajaat, paljonko häviät tai panostat.',
      realityCheck: 'Peliaikamuistutukset: muistutukset siitä, kuinka kauan olet pelannut.',
      takeBreak: 'Tauko: 24 tuntia, 7 päivää, 30 päivää tai 6 viikkoa.',
      selfExclusion: 'Pelaamisen estäminen: 6 kuukautta, 1 vuosi, 5 vuotta tai pysyvästi.',
      activity: 'Tilin tapahtumat: mitä olet tallettanut ja kotiuttanut ajan mittaan.',
    },
    openTools: 'Avaa vastuullisen pelaamisen asetukset',
    signInForTools: 'Kirjaudu sisään asettaaksesi rajat',
    assessmentTitle: 'Itsearviointi',
    assessmentIntro:
      'Nämä yhdeksän kysymystä ovat Problem Gambling Severity Index -mittarista (PGSI). Mieti viimeisiä 12 kuukautta ja valitse parhaiten sopiva vastaus. Vastauksesi pysyvät tällä laitteella: meille ei lähetetä mitään.',
    questionLabel: 'Kysymys {{number}}: {{question}}',
    questions: {
      q1: 'Oletko pelannut enemmän kuin sinulla olisi oikeasti ollut varaa hävitä?',
      q2: 'Oletko joutunut pelaamaan yhä suuremmilla rahasummilla saadaksesi saman jännityksen tunteen?',
      q3: 'Kun olet pelannut, oletko palannut toisena päivänä yrittämään voittaa hävityt rahat takaisin?',
      q4: 'Oletko lainannut rahaa tai myynyt jotain saadaksesi rahaa pelaamiseen?',
      q5: 'Oletko tuntenut, että sinulla saattaa olla ongelma pelaamisen kanssa?',
      q6: 'Onko pelaaminen aiheuttanut sinulle terveysongelmia, kuten stressiä tai ahdistusta?',
      q7: 'Ovatko muut arvostelleet pelaamistasi tai sanoneet, että sinulla on peliongelma, riippumatta siitä, pidätkö sitä totena?',
      q8: 'Onko pelaamisesi aiheuttanut taloudellisia ongelmia sinulle tai taloudellesi?',
      q9: 'Oletko tuntenut syyllisyyttä siitä, miten pelaat tai mitä tapahtuu, kun pelaat?',
    },
    answers: {
      never: 'En koskaan',
      sometimes: 'Joskus',
      mostOfTheTime: 'Useimmiten',
      almostAlways: 'Lähes aina',
    },
    submit: 'Näytä tulokseni',
    unanswered: 'Vastaa kaikkiin kysymyksiin nähdäksesi tuloksen: {{left}} vielä vastaamatta.',
    resultTitle: 'Tuloksesi',
    score: 'Pistemääräsi on {{score}}/27.',
    bands: {
      none: {
        title: 'Ei merkkejä peliongelmasta',
        advice:
          'Näytät pelaavan ilman haittoja. Pidä se niin: aseta talletusraja ja pidä pelaaminen ajanvietteenä.',
      },
      low: {
        title: 'Matala riski',
        advice:
          'Sinulla voi olla joitakin varhaisia haittojen merkkejä. Aseta talletusrajat ja peliaikamuistutukset, ja tee tämä itsearviointi uudelleen silloin tällöin.',
      },
      moderate: {
        title: 'Kohtalainen riski',
        advice:
          'Pelaaminen saattaa aiheuttaa sinulle haittaa. Aseta rajat nyt, harkitse taukoa ja puhu jonkin alla olevan järjestön kanssa: niiden apu on maksutonta ja luottamuksellista.',
      },
      problem: {
        title: 'Pelaaminen todennäköisesti haittaa sinua',
        advice:
          'Vastauksesi viittaavat siihen, että olet ehkä menettänyt pelaamisesi hallinnan. Ota vielä tänään yhteyttä johonkin alla olevista järjestöistä ja harkitse pelaamisen estämistä.',
      },
    },
    disclaimer: 'Tämä on seulontatyökalu, ei diagnoosi.',
    restart: 'Aloita alusta',
    helpTitle: 'Mistä saat apua',
    helpIntro:
      'Maksutonta ja luottamuksellista tukea on tarjolla kaikille, joita pelaaminen koskettaa, myös perheenjäsenille ja ystäville. Sinun ei tarvitse olla asiakkaamme.',
    phone: 'Puhelin: {{number}}',
    opensInNewTab: '(avautuu uuteen välilehteen)',
    resources: {
      begambleaware: 'Neuvontaa ja National Gambling Helpline (Iso-Britannia), maksuton, ympäri vuorokauden.',
      gamcare:
        'Maksutonta tietoa, chat-tukea ja neuvontaa kaikille, joita pelaaminen koskettaa (Yhdistynyt kuningaskunta).',
      gamblingTherapy: 'Maksutonta verkkotukea ja neuvontaa kaikkialla maailmassa, monilla kielillä.',
      gamblersAnonymous:
        'Tapaamisia, joissa ihmiset jakavat kokemuksiaan lopettaakseen pelaamisen, monissa maissa.',
      ncpg: 'Yhdysvaltain valtakunnallinen peliongelmien auttava puhelin: maksuton, luottamuksellinen, ympäri vuorokauden.',
    },
    blockingTitle: 'Esto-ohjelmat',
    blockingIntro: 'Estä rahapelisivustot ja -sovellukset omilla laitteillasi:',
    blocking: {
      gamban: 'Estää rahapelisivustot ja -sovellukset kaikilla laitteillasi.',
      gamblock: 'Estää pääsyn rahapelisivustoille ja -sovelluksiin tietokoneilla ja puhelimilla.',
    },
  },
};
