import VerifiedUser from '@mui/icons-material/VerifiedUser';
import { endpoints } from '../../../openapi/endpoints';
import { orderStatusChoices } from '../../../src/resourceLayer/choices';
import { choicesOf, defineResource } from '../../../src/resourceLayer/defineResource';
import { lazyPart } from '../../../src/widgets/lazyPage';
import { kycReviewsLabels } from './labels';

const name = 'review/kyc';

// The preview comes with the detail that shows it, not with the console (src/widgets/lazyPage.tsx).
const KycDocuments = lazyPart(() => import('./documents').then((parts) => parts.KycDocuments));

/** A review made with `npm run ops` names `ops` as its reviewer. */
const reviewerChoices = choicesOf({ name, labels: kycReviewsLabels }, 'reviewer', ['ops']);

/**
 * Every merchant's verification submissions (docs/platform.md, "Reviews"): the reviewer reads the company, its
 * representative and the documents, previewed in the detail, then approves (the merchant becomes verified) or
 * rejects with the reason the merchant reads (it may submit again). Moving no money, neither takes the step-up.
 */
export const kycReviews = defineResource({
  name,
  labels: kycReviewsLabels,
  menu: { id: 14, name: '商户认证审核', lang: 'platformKycReviews', icon: 'verified_user', group: 'reviews' },
  icon: VerifiedUser,
  api: {
    idField: 'id',
    list: endpoints.reviewKycQuery,
    lookupWith: { status: 'all' },
    approve: endpoints.reviewKycApprove,
    reject: endpoints.reviewKycReject,
  },
  fields: [
    { source: 'id', kind: 'text', areas: ['detail'] },
    { source: 'name', kind: 'text', areas: ['column', 'detail'] },
    { source: 'merchant_id', kind: 'text', areas: ['column', 'filter', 'detail'], copyable: true, shorten: false },
    { source: 'company_name', kind: 'text', areas: ['column', 'detail'] },
    { source: 'registration_number', kind: 'text', areas: ['column', 'detail'], shorten: false },
    { source: 'country', kind: 'text', areas: ['column', 'detail'] },
    { source: 'company_address', kind: 'text', areas: ['detail'] },
    { source: 'representative_name', kind: 'text', areas: ['column', 'detail'] },
    { source: 'representative_id_number', kind: 'text', areas: ['detail'] },
    { source: 'contact_email', kind: 'text', areas: ['detail'] },
    { source: 'contact_phone', kind: 'text', areas: ['detail'] },
    { source: 'create_time', kind: 'datetime', areas: ['column', 'filter', 'detail'] },
    { source: 'status', kind: 'status', choices: orderStatusChoices, areas: ['column', 'filter', 'detail'] },
    { source: 'reviewer', kind: 'text', choices: reviewerChoices, areas: ['column', 'detail'] },
    { source: 'review_time', kind: 'datetime', areas: ['detail'] },
    { source: 'reason', kind: 'text', areas: ['detail'] },
  ],
  recordRepresentation: 'company_name',
  list: {
    filters: ['status', 'merchant_id', 'create_time'],
    filterDefaults: { status: 'pending' },
    sort: { field: 'create_time', order: 'DESC' },
    perPage: 20,
    // Columns that give way on narrower windows (to the row's expand panel), so the list never scrolls sideways.
    priority: { country: 2, registration_number: 2, reviewer: 3 },
    card: { title: 'company_name', lines: ['name', 'representative_name', 'create_time'] },
  },
  detail: {
    groups: [
      { title: 'merchant', fields: ['name', 'merchant_id', 'create_time'] },
      { title: 'company', fields: ['company_name', 'registration_number', 'country', 'company_address'] },
      { title: 'representative', fields: ['representative_name', 'representative_id_number', 'contact_email', 'contact_phone'] },
      { title: 'documents', fields: [], part: KycDocuments },
      { title: 'review', fields: ['status', 'reviewer', 'review_time', 'reason'] },
    ],
  },
  actions: [
    { kind: 'approve', when: { status: 'pending' } },
    { kind: 'reject', when: { status: 'pending' } },
  ],
  capabilities: {},
  menuBadge: { filter: { status: 'pending' } },
});
