export { zodResolver } from '@hookform/resolvers/zod';
export { loginRequest } from '@conto-gioco/shared/auth';
