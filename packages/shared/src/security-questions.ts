/**
 * The four secret questions of registration step 7 and of recovery (access.md §5): mother's
 * surname, favourite team, favourite film, favourite animal. Ids are what players.securityQuestionId
 * stores and what GetSecurityQuestion answers. No schema library here: cheap to import anywhere.
 */
export const SECURITY_QUESTIONS = [
  { id: 1, question: 'Qual è il cognome da nubile di tua madre?' },
  { id: 2, question: 'Qual è la tua squadra del cuore?' },
  { id: 3, question: 'Qual è il tuo film preferito?' },
  { id: 4, question: 'Qual è il tuo animale preferito?' },
] as const;

export type SecurityQuestionId = (typeof SECURITY_QUESTIONS)[number]['id'];

export const securityQuestionText = (id: number): string | undefined =>
  SECURITY_QUESTIONS.find((q) => q.id === id)?.question;
