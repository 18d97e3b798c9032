/** Italian texts of the registration form, loaded with it (messages/it.ts holds the app shell's). */
export const itRegistration = {
  pageTitle: 'Registrazione',
  back: 'Indietro',
  close: 'Chiudi la registrazione',
  progress: 'Avanzamento della registrazione',
  stepOf: (position: number, total: number) => `Passo ${position} di ${total}`,
  next: 'Avanti',
  loading: 'Caricamento...',
  required: 'Il campo è richiesto',
  noMunicipality: 'Nessun comune trovato',
  choose: 'Seleziona',

  locked: {
    title: 'La pagina non è disponibile',
    text: 'La registrazione di nuovi conti non è al momento attiva. Riprova più tardi.',
    home: 'Torna alla home',
  },

  vneFailed: 'Non è stato possibile recuperare i dati della tua registrazione: compila tu il modulo.',

  step1: {
    title: 'I tuoi dati',
    intro: 'Apri il tuo conto di gioco in pochi minuti.',
    nome: 'Nome',
    cognome: 'Cognome',
    email: 'E-mail',
    cellulare: 'Cellulare',
    cellulareHint: 'Con il prefisso internazionale, ad esempio +39 3331234567',
    submit: 'Registrati',
  },

  step2: {
    title: 'Codice fiscale',
    intro: 'Inserisci il tuo codice fiscale: compileremo per te i dati di nascita.',
    codiceFiscale: 'Codice fiscale',
    forgot: 'Non me lo ricordo',
    customerCare: "Contatta l'assistenza clienti",
    customerCareSubject: 'Registrazione - Richiesta di assistenza',
  },

  step3: {
    title: 'Dati di nascita',
    sesso: 'Sesso',
    male: 'Maschio',
    female: 'Femmina',
    dataNascita: 'Data di nascita',
    nazioneNascita: 'Nazione di nascita',
    comuneNascita: 'Comune di nascita',
    codiceFiscale: 'Codice fiscale',
    codiceFiscaleHint: 'Lo calcoliamo dai tuoi dati: controlla che sia quello della tua tessera sanitaria.',
    correctionTitle: 'Il codice fiscale non corrisponde ai dati inseriti',
    correction: (code: string) => `Con i dati inseriti il codice fiscale è ${code}.`,
    useCorrection: 'Usa questo codice',
    checkFailedTitle: 'Verifica del codice fiscale non riuscita',
    checkFailed:
      'Non è stato possibile verificare il codice fiscale: ricontrolla i dati e inseriscili manualmente.',
  },

  step4: {
    title: 'Residenza',
    nazioneResidenza: 'Nazione di residenza',
    indirizzo: 'Indirizzo',
    indirizzoHint: 'Via e numero civico',
    cap: 'CAP',
    comuneResidenza: 'Comune di residenza',
  },

  step5: {
    title: 'Documento di identità',
    tipoDocumento: 'Tipo di documento',
    numeroDocumento: 'Numero del documento',
    enteRilascio: 'Ente di rilascio',
    comuneRilascio: 'Comune di rilascio',
    dataRilascio: 'Data di rilascio',
    dataScadenza: 'Data di scadenza',
    issuedInFuture: 'La data di rilascio non può essere futura',
    issuedBeforeBirth: 'La data di rilascio non può precedere la data di nascita',
    expired: 'Il documento è scaduto',
    expiryTooFar: 'La data di scadenza non può superare i 10 anni',
    issuer: (ente: string, comune: string) => `${ente} di ${comune}`,
  },

  step6: {
    title: 'Credenziali di accesso',
    username: 'Nome utente',
    usernameHint: 'Almeno 6 caratteri, solo lettere e numeri.',
    checking: 'Verifica della disponibilità...',
    available: 'Nome utente disponibile',
    taken: 'Nome utente non disponibile',
    password: 'Password',
    passwordHint: 'Da 8 a 200 caratteri, con almeno una lettera e un numero, senza spazi.',
    confermaPassword: 'Ripeti la password',
    showPassword: 'Mostra password',
  },

  step7: {
    title: 'Domanda segreta',
    intro: 'Ti servirà per recuperare le credenziali di accesso.',
  },
  securityQuestion: {
    question: 'Domanda segreta',
    choose: 'Scegli una domanda',
    answer: 'Risposta',
    confirm: 'Ripeti la risposta',
  },

  step8: {
    title: 'Limite di ricarica',
  },
  depositLimit: {
    label: 'Limite massimo di ricarica settimanale',
    choose: "Scegli l'importo",
    hint: 'Vale da subito, per ogni settimana: oltre questo importo non potrai ricaricare il conto. Potrai cambiarlo in Gioco Consapevole.',
  },

  step9: {
    title: 'Presentatore e promozioni',
    intro: 'Se qualcuno ti ha invitato o hai un codice promozionale, inseriscilo qui.',
    father: 'Presentatore',
    fatherHint: 'Il nome utente di chi ti ha invitato',
    codicePromo: 'Codice bonus o promo',
  },

  step10: {
    title: 'Privacy e consensi',
    submit: 'Continua',
  },
  consents: {
    mandatory: 'Dichiarazioni obbligatorie',
    privacyMaggiorenne: 'Dichiaro di essere maggiorenne',
    privacyContratto: 'Accetto il contratto di conto di gioco',
    privacyCondizioniGenerali: 'Accetto le condizioni generali',
    privacyInformativa: "Dichiaro di aver letto l'informativa sulla privacy",
    marketing: 'Acconsento a ricevere comunicazioni commerciali e promozionali',
    profiling: 'Acconsento alla profilazione delle mie abitudini di gioco per offerte personalizzate',
    yes: 'Sì',
    no: 'No',
    channels: 'Come preferisci essere contattato',
    comunicazioniSms: 'SMS',
    comunicazioniPush: 'Notifiche push',
    comunicazioniPosta: 'Posta',
    comunicazioniTelefono: 'Telefono',
    newsletter: 'Newsletter',
  },

  step11: {
    title: 'Verifica dei contatti',
    intro: (mobile: string, email: string) =>
      `Abbiamo inviato un codice di 6 cifre al numero ${mobile} e uno all'indirizzo ${email}. I codici valgono 3 minuti.`,
    mobileCode: 'Codice ricevuto via SMS',
    emailCode: 'Codice ricevuto via e-mail',
    verify: 'Verifica',
    verified: 'Verificato',
    resend: 'Invia un nuovo codice',
    resent: 'Nuovo codice inviato',
    submit: 'Completa la registrazione',
  },

  finishing: 'Completamento della registrazione...',

  errors: {
    title: 'Attenzione!',
    genericTitle: 'Si è verificato un errore',
    text: (code: number, message: string) => `${code} - ${message}`,
    network: "Riprova e se dovesse ripetersi l'errore contatta l'assistenza clienti",
    editData: 'Modifica i dati',
    abnormalTrafficTitle: 'Traffico anomalo',
    abnormalTraffic:
      'Abbiamo rilevato un traffico anomalo dalla tua connessione: per sicurezza la registrazione è bloccata. Riprova più tardi.',
    blocked: 'La registrazione non può essere completata.',
    close: 'Chiudi',
  },

  coupon: {
    title: 'Il tuo coupon',
    text: 'Ricorda di inserire il codice coupon nel carrello per usare la tua promozione.',
    continue: 'Continua',
  },
} as const;
