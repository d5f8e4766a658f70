import { Pagination } from 'react-admin';

/** Page sizes the list calls accept (contract: page_size 1 to 100, default 20). */
export const pageSizes = [10, 20, 50, 100];

export const contractPagination = <Pagination rowsPerPageOptions={pageSizes} />;
