// SPDX-License-Identifier: GPL-3.0
pragma solidity 0.8.30;

import {IERC1271} from "@openzeppelin/contracts/interfaces/IERC1271.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import {IEntryPoint} from "@account-abstraction/contracts/interfaces/IEntryPoint.sol";
import {SimpleAccount} from "@account-abstraction/contracts/samples/SimpleAccount.sol";

/// The reference SimpleAccount of EntryPoint v0.7, unchanged, plus ERC-1271: v0.7's SimpleAccount
/// has no isValidSignature, so no verifier (ERC-6492 included) could accept its signatures.
/// A signature is valid when the owner signed the hash itself (the scheme of
/// DevnetSignatureWallet); it is not replay-safe across accounts of the same owner (see README).
contract DevnetSmartAccount is SimpleAccount, IERC1271 {
    constructor(IEntryPoint anEntryPoint) SimpleAccount(anEntryPoint) {}

    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        (address signer, ECDSA.RecoverError failure,) = ECDSA.tryRecover(hash, signature);
        if (failure == ECDSA.RecoverError.NoError && signer == owner) return IERC1271.isValidSignature.selector;
        return 0xffffffff;
    }
}
