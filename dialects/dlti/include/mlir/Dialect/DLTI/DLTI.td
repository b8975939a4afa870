//===- DLTI.td - Data Layout and Target Info Dialect --------*- tablegen -*-==//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef DLTI_TD
#define DLTI_TD

include "mlir/Dialect/DLTI/DLTIBase.td"

#endif // DLTI_TD
