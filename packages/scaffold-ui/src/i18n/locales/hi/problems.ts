import type { ProblemCatalogue } from '../../types.ts'

/** Every family's problem texts in Hindi: a chunk of its own, loaded when one is shown. */
export const problems: ProblemCatalogue = {
  ABI_CODEC_FAILED: {
    DATA_TOO_SHORT: 'ABI डेटा बहुत छोटा है',
    LENGTH_OUT_OF_RANGE: 'ABI लंबाई सीमा से बाहर है',
    DATA_NOT_HEX: 'अमान्य ABI डेटा: 0x उपसर्ग वाले हेक्स बाइट अपेक्षित हैं',
    UINT256_OUT_OF_RANGE: 'मान uint256 की सीमा से बाहर है: {value}',
    NOT_HEX_BYTES: 'अमान्य {type}: 0x उपसर्ग वाले हेक्स बाइट अपेक्षित हैं',
    NOT_AN_ARRAY: 'अमान्य {type}: एक ऐरे अपेक्षित है',
    INVALID_ADDRESS: 'अमान्य पता: {value}',
    NOT_A_BOOL: 'अमान्य bool',
    NOT_A_BIGINT: 'अमान्य uint256: एक bigint अपेक्षित है',
    BYTES32_TOO_LONG: 'अमान्य bytes32: 32 बाइट से लंबा',
    NOT_A_STRING: 'अमान्य स्ट्रिंग',
    VALUE_COUNT_MISMATCH: '{expected} मान अपेक्षित थे, {received} मिले',
    NOT_UNICODE: 'अमान्य स्ट्रिंग: मान्य Unicode नहीं',
    NOT_UTF8: 'अमान्य स्ट्रिंग: मान्य UTF-8 नहीं',
    UNKNOWN_FUNCTION: '{method} नाम का कोई फ़ंक्शन नहीं',
  },
  INVALID_NETWORK: {
    NAME_EMPTY: 'अमान्य नेटवर्क {caipNetworkId}: नाम खाली है',
    UNKNOWN_NAMESPACE:
      'नेटवर्क {network} के लिए अमान्य chainNamespace: {value} (eip155, solana, bip122 या polkadot अपेक्षित)',
    MALFORMED_CAIP_NETWORK_ID:
      'नेटवर्क {network} के लिए अमान्य caipNetworkId: {value} (CAIP-2 आईडी "namespace:reference" अपेक्षित)',
    NAMESPACE_MISMATCH:
      'नेटवर्क {network} के लिए अमान्य caipNetworkId: {value} (इसका नेमस्पेस chainNamespace {namespace} से मेल नहीं खाता)',
    EIP155_ID_NOT_POSITIVE:
      'नेटवर्क {network} के लिए अमान्य id: {value} (eip155 id एक धनात्मक पूर्णांक होता है)',
    ID_REFERENCE_MISMATCH:
      'नेटवर्क {network} के लिए अमान्य id: {value} (caipNetworkId {caipNetworkId} को id {reference} चाहिए)',
    DECIMALS_OUT_OF_RANGE:
      'नेटवर्क {network} के लिए मूल मुद्रा के अमान्य दशमलव: {value} (0 से 255 तक का पूर्णांक आवश्यक है)',
    SYMBOL_EMPTY: 'नेटवर्क {network} के लिए मूल मुद्रा का अमान्य प्रतीक: प्रतीक खाली है',
    DEFAULT_RPC_URLS_MISSING: 'नेटवर्क {network} के लिए अमान्य RPC URL: rpcUrls.default मौजूद नहीं है',
    RPC_URLS_EMPTY:
      'नेटवर्क {network} के लिए अमान्य RPC URL: rpcUrls.{key}.http खाली है (कम से कम एक http या https URL आवश्यक है)',
    NO_DEFAULT_RPC_URL:
      'नेटवर्क {network} के लिए अमान्य RPC URL: कोई RPC URL नहीं दिया गया और चेन {chainId} का कोई डिफ़ॉल्ट नहीं है',
    RPC_URL_NOT_ABSOLUTE:
      'नेटवर्क {network} के लिए अमान्य RPC URL: {value} (पूर्ण URL नहीं; केवल http और https स्वीकार्य हैं)',
    RPC_URL_NOT_HTTP: 'नेटवर्क {network} के लिए अमान्य RPC URL: {value} (केवल http और https स्वीकार्य हैं)',
    WEBSOCKET_URL_NOT_ABSOLUTE:
      'नेटवर्क {network} के लिए अमान्य websocket RPC URL: {value} (पूर्ण URL नहीं; केवल ws और wss स्वीकार्य हैं)',
    WEBSOCKET_URL_NOT_WS:
      'नेटवर्क {network} के लिए अमान्य websocket RPC URL: {value} (केवल ws और wss स्वीकार्य हैं)',
    EXPLORER_URL_NOT_ABSOLUTE:
      'नेटवर्क {network} के लिए अमान्य ब्लॉक एक्सप्लोरर URL: {value} (पूर्ण URL नहीं; केवल http और https स्वीकार्य हैं)',
    EXPLORER_URL_NOT_HTTP:
      'नेटवर्क {network} के लिए अमान्य ब्लॉक एक्सप्लोरर URL: {value} (केवल http और https स्वीकार्य हैं)',
    EXPLORER_API_URL_NOT_ABSOLUTE:
      'नेटवर्क {network} के लिए अमान्य ब्लॉक एक्सप्लोरर API URL: {value} (पूर्ण URL नहीं; केवल http और https स्वीकार्य हैं)',
    EXPLORER_API_URL_NOT_HTTP:
      'नेटवर्क {network} के लिए अमान्य ब्लॉक एक्सप्लोरर API URL: {value} (केवल http और https स्वीकार्य हैं)',
    TESTNET_NOT_BOOLEAN: 'नेटवर्क {network} के लिए अमान्य testnet फ़्लैग: {value} (एक boolean आवश्यक है)',
    INVALID_CONTRACT_ADDRESS:
      'नेटवर्क {network} के लिए अमान्य कॉन्ट्रैक्ट पता {contract}: {value} (0x और मान्य चेकसम वाले 40 हेक्स वर्ण अपेक्षित)',
    NOT_OF_NAMESPACE: '{caipNetworkId} एक {namespace} नेटवर्क नहीं है',
  },
}
