// SPDX-License-Identifier: GPL-3.0
pragma solidity 0.8.30;

import {ERC1967Proxy} from "@openzeppelin/contracts/proxy/ERC1967/ERC1967Proxy.sol";
import {Create2} from "@openzeppelin/contracts/utils/Create2.sol";
import {IEntryPoint} from "@account-abstraction/contracts/interfaces/IEntryPoint.sol";
import {SimpleAccount} from "@account-abstraction/contracts/samples/SimpleAccount.sol";
import {DevnetSmartAccount} from "./DevnetSmartAccount.sol";

/// SimpleAccountFactory of EntryPoint v0.7 line for line, creating DevnetSmartAccount proxies:
/// createAccount(owner, salt) and getAddress(owner, salt) keep their signatures.
contract DevnetSmartAccountFactory {
    DevnetSmartAccount public immutable accountImplementation;

    constructor(IEntryPoint anEntryPoint) {
        accountImplementation = new DevnetSmartAccount(anEntryPoint);
    }

    /// Creates the account, or returns it when it exists (so getSenderAddress works after creation).
    function createAccount(address owner, uint256 salt) public returns (DevnetSmartAccount account) {
        address predicted = getAddress(owner, salt);
        if (predicted.code.length > 0) return DevnetSmartAccount(payable(predicted));
        account = DevnetSmartAccount(
            payable(
                new ERC1967Proxy{salt: bytes32(salt)}(
                    address(accountImplementation), abi.encodeCall(SimpleAccount.initialize, (owner))
                )
            )
        );
    }

    /// The counterfactual address createAccount(owner, salt) deploys to.
    function getAddress(address owner, uint256 salt) public view returns (address) {
        return Create2.computeAddress(
            bytes32(salt),
            keccak256(
                abi.encodePacked(
                    type(ERC1967Proxy).creationCode,
                    abi.encode(address(accountImplementation), abi.encodeCall(SimpleAccount.initialize, (owner)))
                )
            )
        );
    }
}
