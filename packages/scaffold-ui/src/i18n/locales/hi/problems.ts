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
}
