import type { LoginHeading } from '../../auth/LightLoginPage';

/** The staff sign-in's card: the platform console's title, no merchant content pages. */
export const staffLoginHeading: LoginHeading = { title: 'kassa.platform.title', subtitle: 'kassa.platform.signIn', documents: false };
