import { useCallback } from 'react';
import { Pagination as RaPagination, useListPaginationContext, useLocaleState, useTranslate, type PaginationProps } from 'react-admin';
import { listTotalCap } from '../../openapi/common';
import { intlLocaleOf } from '../../openapi/i18n/languages';

/*
 * react-admin's pagination with the capped total of the list calls: when more rows match than the server
 * counts (`total_is_exact: false`, see src/data/dataProvider.ts), the list has no total, only "is there a
 * next page", and the range reads "1-20 of 10,000+" with previous and next. An exact total pages as usual.
 */
export function Pagination(props: PaginationProps) {
  const { total } = useListPaginationContext();
  const translate = useTranslate();
  const [language] = useLocaleState();
  const labelDisplayedRows = useCallback(
    ({ from, to }: { from: number; to: number }) =>
      translate('ra.navigation.page_range_info', {
        offsetBegin: from,
        offsetEnd: to,
        total: `${new Intl.NumberFormat(intlLocaleOf(language)).format(listTotalCap)}+`,
      }),
    [translate, language],
  );
  return <RaPagination {...props} {...(total == null ? { labelDisplayedRows } : {})} />;
}
