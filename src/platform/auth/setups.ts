import { contractCalls } from '../../data/contract.atBuild';
import type { EnrolmentSetup } from '../../auth/enrolEntry';
import { fetchOnce, type LoginSetup } from '../../auth/loginEntry';
import { pageDictionariesOf } from '../../auth/loginWords';
import { shellMessages } from '../../i18n/shell';
import { staffHttpClient } from '../data/staffHttp';
import { platformMessages } from '../i18n/platformWords';
import { staffLoginHeading } from './heading';

/** The staff sign-in's light page: the platform's heading and words, the staff sign-in fetched when the member reaches for it. */
export const staffLogin: LoginSetup = {
  loadSignIn: fetchOnce(() => import('./signIn').then((code) => code.staffSignIn)),
  dictionaries: pageDictionariesOf([shellMessages, platformMessages]),
  heading: staffLoginHeading,
  passkeys: true,
};

interface StaffLinkDetail {
  username: string;
  role: string;
}

/** A staff member's one-time link (`platform/staff/create`, `npm run ops -- create-staff`): its calls, and the member and role it is for. */
export const staffEnrolment: EnrolmentSetup = {
  kind: {
    http: staffHttpClient,
    detailPath: contractCalls.staffEnrolmentDetail.path,
    completePath: contractCalls.staffEnrolmentComplete.path,
    title: () => 'kassa.enrol.title',
    account: (detail: StaffLinkDetail, translate) =>
      translate('kassa.platform.enrolAccount', { username: detail.username, role: translate(`kassa.platform.roles.${detail.role}`) }),
  },
  words: [platformMessages],
};
