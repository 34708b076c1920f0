import type { ProblemCatalogue } from '../../types.ts'

/** Every family's problem texts in Thai: a chunk of its own, loaded when one is shown. */
export const problems: ProblemCatalogue = {
  ABI_CODEC_FAILED: {
    DATA_TOO_SHORT: 'ข้อมูล ABI สั้นเกินไป',
    LENGTH_OUT_OF_RANGE: 'ความยาว ABI อยู่นอกช่วง',
    DATA_NOT_HEX: 'ข้อมูล ABI ไม่ถูกต้อง: ต้องเป็นไบต์ฐานสิบหกที่ขึ้นต้นด้วย 0x',
    UINT256_OUT_OF_RANGE: 'ค่าอยู่นอกช่วงของ uint256: {value}',
    NOT_HEX_BYTES: '{type} ไม่ถูกต้อง: ต้องเป็นไบต์ฐานสิบหกที่ขึ้นต้นด้วย 0x',
    NOT_AN_ARRAY: '{type} ไม่ถูกต้อง: ต้องเป็นอาร์เรย์',
    INVALID_ADDRESS: 'ที่อยู่ไม่ถูกต้อง: {value}',
    NOT_A_BOOL: 'bool ไม่ถูกต้อง',
    NOT_A_BIGINT: 'uint256 ไม่ถูกต้อง: ต้องเป็น bigint',
    BYTES32_TOO_LONG: 'bytes32 ไม่ถูกต้อง: ยาวเกิน 32 ไบต์',
    NOT_A_STRING: 'สตริงไม่ถูกต้อง',
    VALUE_COUNT_MISMATCH: 'ต้องมี {expected} ค่า แต่ได้รับ {received}',
    NOT_UNICODE: 'สตริงไม่ถูกต้อง: ไม่ใช่ Unicode ที่ถูกต้อง',
    NOT_UTF8: 'สตริงไม่ถูกต้อง: ไม่ใช่ UTF-8 ที่ถูกต้อง',
    UNKNOWN_FUNCTION: 'ไม่มีฟังก์ชัน {method}',
  },
  INVALID_NETWORK: {
    NAME_EMPTY: 'เครือข่าย {caipNetworkId} ไม่ถูกต้อง: ชื่อว่างเปล่า',
    UNKNOWN_NAMESPACE:
      'chainNamespace ของเครือข่าย {network} ไม่ถูกต้อง: {value} (ต้องเป็น eip155, solana, bip122 หรือ polkadot)',
    MALFORMED_CAIP_NETWORK_ID:
      'caipNetworkId ของเครือข่าย {network} ไม่ถูกต้อง: {value} (ต้องเป็น id แบบ CAIP-2 "namespace:reference")',
    NAMESPACE_MISMATCH:
      'caipNetworkId ของเครือข่าย {network} ไม่ถูกต้อง: {value} (namespace ไม่ตรงกับ chainNamespace {namespace})',
    EIP155_ID_NOT_POSITIVE:
      'id ของเครือข่าย {network} ไม่ถูกต้อง: {value} (id ของ eip155 เป็นจำนวนเต็มบวก)',
    ID_REFERENCE_MISMATCH:
      'id ของเครือข่าย {network} ไม่ถูกต้อง: {value} (caipNetworkId {caipNetworkId} ต้องการ id {reference})',
    DECIMALS_OUT_OF_RANGE:
      'ทศนิยมของสกุลเงินหลักของเครือข่าย {network} ไม่ถูกต้อง: {value} (ต้องเป็นจำนวนเต็มตั้งแต่ 0 ถึง 255)',
    SYMBOL_EMPTY: 'สัญลักษณ์ของสกุลเงินหลักของเครือข่าย {network} ไม่ถูกต้อง: สัญลักษณ์ว่างเปล่า',
    DEFAULT_RPC_URLS_MISSING: 'URL RPC ของเครือข่าย {network} ไม่ถูกต้อง: ไม่มี rpcUrls.default',
    RPC_URLS_EMPTY:
      'URL RPC ของเครือข่าย {network} ไม่ถูกต้อง: rpcUrls.{key}.http ว่างเปล่า (ต้องมี URL แบบ http หรือ https อย่างน้อยหนึ่งรายการ)',
    NO_DEFAULT_RPC_URL:
      'URL RPC ของเครือข่าย {network} ไม่ถูกต้อง: ไม่ได้ระบุ URL RPC และเชน {chainId} ไม่มีค่าเริ่มต้น',
    RPC_URL_NOT_ABSOLUTE:
      'URL RPC ของเครือข่าย {network} ไม่ถูกต้อง: {value} (ไม่ใช่ URL แบบสมบูรณ์ รับเฉพาะ http และ https)',
    RPC_URL_NOT_HTTP: 'URL RPC ของเครือข่าย {network} ไม่ถูกต้อง: {value} (รับเฉพาะ http และ https)',
    WEBSOCKET_URL_NOT_ABSOLUTE:
      'URL RPC แบบ websocket ของเครือข่าย {network} ไม่ถูกต้อง: {value} (ไม่ใช่ URL แบบสมบูรณ์ รับเฉพาะ ws และ wss)',
    WEBSOCKET_URL_NOT_WS:
      'URL RPC แบบ websocket ของเครือข่าย {network} ไม่ถูกต้อง: {value} (รับเฉพาะ ws และ wss)',
    EXPLORER_URL_NOT_ABSOLUTE:
      'URL ของตัวสำรวจบล็อก ของเครือข่าย {network} ไม่ถูกต้อง: {value} (ไม่ใช่ URL แบบสมบูรณ์ รับเฉพาะ http และ https)',
    EXPLORER_URL_NOT_HTTP:
      'URL ของตัวสำรวจบล็อก ของเครือข่าย {network} ไม่ถูกต้อง: {value} (รับเฉพาะ http และ https)',
    EXPLORER_API_URL_NOT_ABSOLUTE:
      'URL API ของตัวสำรวจบล็อก ของเครือข่าย {network} ไม่ถูกต้อง: {value} (ไม่ใช่ URL แบบสมบูรณ์ รับเฉพาะ http และ https)',
    EXPLORER_API_URL_NOT_HTTP:
      'URL API ของตัวสำรวจบล็อก ของเครือข่าย {network} ไม่ถูกต้อง: {value} (รับเฉพาะ http และ https)',
    TESTNET_NOT_BOOLEAN: 'แฟล็ก testnet ของเครือข่าย {network} ไม่ถูกต้อง: {value} (ต้องเป็นค่า boolean)',
    INVALID_CONTRACT_ADDRESS:
      'ที่อยู่สัญญา {contract} ของเครือข่าย {network} ไม่ถูกต้อง: {value} (ต้องเป็น 0x และอักขระฐานสิบหก 40 ตัวที่มี checksum ถูกต้อง)',
    NOT_OF_NAMESPACE: '{caipNetworkId} ไม่ใช่เครือข่าย {namespace}',
  },
}
