import { defineLabels } from '../../src/resourceLayer/defineResource';

/** The words of `assets/Assets` (react-admin's `resources.assets/Assets`), in all four languages. */
export const assetsLabels = defineLabels({
  en: {
    name: 'My assets',
    menu: 'My assets',
    fields: {
      coin_name: 'Currency',
      available_asset: 'Available',
      freeze_asset: 'Frozen',
      total_asset: 'Total',
    },
  },
  zh_Hans: {
    name: '我的资产',
    menu: '我的资产',
    fields: {
      coin_name: '币种',
      available_asset: '可用资产',
      freeze_asset: '冻结资产',
      total_asset: '总资产',
    },
  },
  zh_Hant: {
    name: '我的資產',
    menu: '我的資產',
    fields: {
      coin_name: '幣種',
      available_asset: '可用資產',
      freeze_asset: '凍結資產',
      total_asset: '總資產',
    },
  },
  vi: {
    name: 'Tài sản của tôi',
    menu: 'Tài sản của tôi',
    fields: {
      coin_name: 'Tiền tệ',
      available_asset: 'Khả dụng',
      freeze_asset: 'Đóng băng',
      total_asset: 'Tổng',
    },
  },
});
