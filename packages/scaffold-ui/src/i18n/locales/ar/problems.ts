import type { ProblemCatalogue } from '../../types.ts'

/** Every family's problem texts in Arabic: a chunk of its own, loaded when one is shown. */
export const problems: ProblemCatalogue = {
  ABI_CODEC_FAILED: {
    DATA_TOO_SHORT: 'بيانات ABI قصيرة جدًا',
    LENGTH_OUT_OF_RANGE: 'طول ABI خارج النطاق',
    DATA_NOT_HEX: 'بيانات ABI غير صالحة: يُتوقع بايتات سداسية عشرية تبدأ بـ 0x',
    UINT256_OUT_OF_RANGE: 'القيمة خارج نطاق uint256: {value}',
    NOT_HEX_BYTES: '{type} غير صالح: يُتوقع بايتات سداسية عشرية تبدأ بـ 0x',
    NOT_AN_ARRAY: '{type} غير صالح: يُتوقع مصفوفة',
    INVALID_ADDRESS: 'عنوان غير صالح: {value}',
    NOT_A_BOOL: 'قيمة bool غير صالحة',
    NOT_A_BIGINT: 'قيمة uint256 غير صالحة: يُتوقع bigint',
    BYTES32_TOO_LONG: 'قيمة bytes32 غير صالحة: أطول من 32 بايت',
    NOT_A_STRING: 'سلسلة نصية غير صالحة',
    VALUE_COUNT_MISMATCH: 'يُتوقع {expected} من القيم، وتم استلام {received}',
    NOT_UNICODE: 'سلسلة نصية غير صالحة: ليست Unicode صالحًا',
    NOT_UTF8: 'سلسلة نصية غير صالحة: ليست UTF-8 صالحًا',
    UNKNOWN_FUNCTION: 'لا توجد دالة {method}',
  },
  INVALID_NETWORK: {
    NAME_EMPTY: 'شبكة {caipNetworkId} غير صالحة: الاسم فارغ',
    UNKNOWN_NAMESPACE:
      'قيمة chainNamespace غير صالحة للشبكة {network}: {value} (يُتوقع eip155 أو solana أو bip122 أو polkadot)',
    MALFORMED_CAIP_NETWORK_ID:
      'قيمة caipNetworkId غير صالحة للشبكة {network}: {value} (يُتوقع معرّف CAIP-2 بالشكل "namespace:reference")',
    NAMESPACE_MISMATCH:
      'قيمة caipNetworkId غير صالحة للشبكة {network}: {value} (مساحة الأسماء لا تطابق chainNamespace {namespace})',
    EIP155_ID_NOT_POSITIVE: 'معرّف غير صالح للشبكة {network}: {value} (معرّف eip155 عدد صحيح موجب)',
    ID_REFERENCE_MISMATCH:
      'معرّف غير صالح للشبكة {network}: {value} (يتوقع caipNetworkId {caipNetworkId} المعرّف {reference})',
    DECIMALS_OUT_OF_RANGE:
      'منازل عشرية غير صالحة للعملة الأصلية للشبكة {network}: {value} (مطلوب عدد صحيح من 0 إلى 255)',
    SYMBOL_EMPTY: 'رمز غير صالح للعملة الأصلية للشبكة {network}: الرمز فارغ',
    DEFAULT_RPC_URLS_MISSING: 'عناوين RPC غير صالحة للشبكة {network}: rpcUrls.default مفقود',
    RPC_URLS_EMPTY:
      'عناوين RPC غير صالحة للشبكة {network}: rpcUrls.{key}.http فارغ (مطلوب عنوان http أو https واحد على الأقل)',
    NO_DEFAULT_RPC_URL:
      'عناوين RPC غير صالحة للشبكة {network}: لم يُحدَّد عنوان RPC وليس للسلسلة {chainId} عنوان افتراضي',
    RPC_URL_NOT_ABSOLUTE:
      'عنوان RPC غير صالح للشبكة {network}: {value} (ليس عنوان URL مطلقًا؛ يُقبل http و https فقط)',
    RPC_URL_NOT_HTTP: 'عنوان RPC غير صالح للشبكة {network}: {value} (يُقبل http و https فقط)',
    WEBSOCKET_URL_NOT_ABSOLUTE:
      'عنوان RPC عبر websocket غير صالح للشبكة {network}: {value} (ليس عنوان URL مطلقًا؛ يُقبل ws و wss فقط)',
    WEBSOCKET_URL_NOT_WS:
      'عنوان RPC عبر websocket غير صالح للشبكة {network}: {value} (يُقبل ws و wss فقط)',
    EXPLORER_URL_NOT_ABSOLUTE:
      'عنوان مستكشف الكتل غير صالح للشبكة {network}: {value} (ليس عنوان URL مطلقًا؛ يُقبل http و https فقط)',
    EXPLORER_URL_NOT_HTTP:
      'عنوان مستكشف الكتل غير صالح للشبكة {network}: {value} (يُقبل http و https فقط)',
    EXPLORER_API_URL_NOT_ABSOLUTE:
      'عنوان واجهة API لمستكشف الكتل غير صالح للشبكة {network}: {value} (ليس عنوان URL مطلقًا؛ يُقبل http و https فقط)',
    EXPLORER_API_URL_NOT_HTTP:
      'عنوان واجهة API لمستكشف الكتل غير صالح للشبكة {network}: {value} (يُقبل http و https فقط)',
    TESTNET_NOT_BOOLEAN: 'علامة testnet غير صالحة للشبكة {network}: {value} (مطلوبة قيمة منطقية)',
    INVALID_CONTRACT_ADDRESS:
      'عنوان العقد {contract} غير صالح للشبكة {network}: {value} (يُتوقع 0x و40 حرفًا سداسيًا عشريًا بمجموع تحقق صالح)',
    NOT_OF_NAMESPACE: '{caipNetworkId} ليست شبكة {namespace}',
  },
}
