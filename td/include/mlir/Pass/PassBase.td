//===-- PassBase.td - Base pass definition file ------------*- tablegen -*-===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// This file contains definitions for defining pass registration and other
// mechanisms.
//
// Snippets are Rust here: an option's `type` is a Rust type implementing
// `ir::pass::OptionValue` (`bool`, `i64`, `String`, an enum, ...), its
// `defaultValue` a Rust expression of that type (a string literal is
// accepted for `String`), `constructor` an expression giving a
// `Box<dyn ir::pass::Pass>`, and `dependentDialects` the paths of dialect
// registration functions (`fn(&mut ir::Context)`). `tblgen_build` names
// fields and functions in snake case (`maxIterations` -> `max_iterations`).
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_PASS_PASSBASE
#define MLIR_PASS_PASSBASE

//===----------------------------------------------------------------------===//
// Options
//===----------------------------------------------------------------------===//

class Option<string varName, string arg, string valueType, string default,
             string desc, string additionalFlags = ""> {
  // The name of the option's field.
  string cppName = varName;

  // The command line argument to use for this option.
  string argument = arg;

  // The Rust type of the option's value.
  string type = valueType;

  // The default value of the option (a Rust expression). "" corresponds to
  // no default (the type's `Default`).
  string defaultValue = default;

  // A description for this option.
  string description = desc;

  // A set of additional flags to pass along to the option constructor (C++
  // `llvm::cl` flags upstream; the Rust option types parse themselves).
  string additionalOptFlags = additionalFlags;
}

class ListOption<string varName, string arg, string valueType,
                 string desc, string additionalFlags = "">
  : Option<varName, arg, valueType, /*default=*/"", desc, additionalFlags> {}

//===----------------------------------------------------------------------===//
// Statistics
//===----------------------------------------------------------------------===//

class Statistic<string varName, string statName, string desc> {
  // The name of the statistic's field.
  string cppName = varName;

  // The displayed name of the statistic, similar to the argument of an option.
  string name = statName;

  // The description of the statistic.
  string description = desc;
}

//===----------------------------------------------------------------------===//
// Pass
//===----------------------------------------------------------------------===//

class PassBase<string passArg, string base> {
  // The command line argument of the pass.
  string argument = passArg;

  // The base class for the pass (it tells what the pass runs on).
  string baseClass = base;

  // A short 1-line summary of the pass.
  string summary = "";

  // A human readable description of the pass.
  string description = "";

  // A Rust expression creating an instance of this pass.
  // If empty, 'create_pass_name()' and
  // 'create_pass_name_with_options(PassNameOptions)' are generated and the
  // former is used for the pass instantiation.
  code constructor = "";

  // A list of dialects this pass may produce entities in (the paths of
  // their registration functions).
  list<string> dependentDialects = [];

  // A set of options provided by this pass.
  list<Option> options = [];

  // A set of statistics provided by this pass.
  list<Statistic> statistics = [];
}

// This class represents an mlir::OperationPass.
class Pass<string passArg, string operation = "">
  : PassBase<passArg, "::ir::pass::OperationPass<" # operation # ">">;

// This class represents an mlir::InterfacePass.
class InterfacePass<string passArg, string interface>
  : PassBase<passArg, "::ir::pass::InterfacePass<" # interface # ">">;

#endif // MLIR_PASS_PASSBASE
