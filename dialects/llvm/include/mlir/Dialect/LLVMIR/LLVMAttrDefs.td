//===-- LLVMAttrDefs.td - LLVM Attributes definition file --*- tablegen -*-===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef LLVMIR_ATTRDEFS
#define LLVMIR_ATTRDEFS

include "mlir/Dialect/LLVMIR/LLVMDialect.td"
include "mlir/Dialect/LLVMIR/LLVMInterfaces.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/CommonAttrConstraints.td"

// All of the attributes will extend this class.
class LLVM_Attr<string name, string attrMnemonic,
                list<Trait> traits = [],
                string baseCppClass = "::ir::Attribute">
    : AttrDef<LLVM_Dialect, name, traits, baseCppClass> {
  let mnemonic = attrMnemonic;
}

// Upstream's `DistinctAttr` parameters: a `distinct[N]<...>` attribute.
class LLVM_DistinctParameterBase : AttrParameter<"::ir::Attribute", ""> {
  let parser = [{ ::llvm::parse_distinct_parameter($_parser) }];
  let mlirCppType = "DistinctAttr";
}
def LLVM_DistinctParameter : LLVM_DistinctParameterBase;

// Upstream's `BoolAttr`, `IntegerAttr` and `FusedLoc` parameters: an
// attribute of that kind.
class LLVM_BuiltinAttrParameter<string kind>
    : AttrParameter<"::ir::Attribute", ""> {
  let parser = "::llvm::parse_builtin_attr_parameter($_parser, ::llvm::BuiltinAttrKind::" # kind # ")";
  let mlirCppType = kind;
}
class LLVM_OptionalBuiltinAttrParameter<string kind>
    : OptionalParameter<"::core::option::Option<::ir::Attribute>"> {
  let parser = "::llvm::parse_builtin_attr_parameter($_parser, ::llvm::BuiltinAttrKind::" # kind # ").map(Some)";
  let mlirCppType = kind;
}
def LLVM_IntegerParameter : LLVM_BuiltinAttrParameter<"IntegerAttr">;
def LLVM_OptionalBoolParameter : LLVM_OptionalBuiltinAttrParameter<"BoolAttr">;
def LLVM_OptionalIntegerParameter : LLVM_OptionalBuiltinAttrParameter<"IntegerAttr">;
def LLVM_OptionalFusedLocParameter : LLVM_OptionalBuiltinAttrParameter<"FusedLoc">;
def LLVM_StringParameter : LLVM_BuiltinAttrParameter<"StringAttr">;
def LLVM_OptionalStringParameter : LLVM_OptionalBuiltinAttrParameter<"StringAttr">;

// An optional `DistinctAttr` parameter.
def LLVM_OptionalDistinctParameter
    : OptionalParameter<"::core::option::Option<::ir::Attribute>"> {
  let parser = "::llvm::parse_distinct_parameter($_parser).map(Some)";
  let mlirCppType = "DistinctAttr";
}

// An optional parameter of the dialect's attribute `type`.
class LLVM_OptionalAttrParameter<string type>
    : OptionalParameter<"::core::option::Option<::llvm::" # type # ">"> {
  let mlirCppType = type;
}

// A parameter of the dialect's attribute `type`, named as upstream names it.
class LLVM_AttrParameter<string type> : AttrParameter<"::llvm::" # type, ""> {
  let mlirCppType = type;
}

//===----------------------------------------------------------------------===//
// CConvAttr
//===----------------------------------------------------------------------===//

def CConvAttr : LLVM_Attr<"CConv", "cconv"> {
  let parameters = (ins "CConv":$CallingConv);
  let assemblyFormat = "`<` $CallingConv `>`";
}

//===----------------------------------------------------------------------===//
// ComdatAttr
//===----------------------------------------------------------------------===//

def ComdatAttr : LLVM_Attr<"Comdat", "comdat"> {
  let parameters = (ins "comdat::Comdat":$comdat);
  let assemblyFormat = "$comdat";
}

//===----------------------------------------------------------------------===//
// LinkageAttr
//===----------------------------------------------------------------------===//

def LinkageAttr : LLVM_Attr<"Linkage", "linkage"> {
  let parameters = (ins "linkage::Linkage":$linkage);
  let assemblyFormat = "`<` $linkage `>`";
}

//===----------------------------------------------------------------------===//
// FramePointerKindAttr
//===----------------------------------------------------------------------===//

def FramePointerKindAttr : LLVM_Attr<"FramePointerKind", "framePointerKind"> {
  let parameters = (ins "framePointerKind::FramePointerKind":$framePointerKind);
  let assemblyFormat = "`<` $framePointerKind `>`";
}

//===----------------------------------------------------------------------===//
// Loop Attributes
//===----------------------------------------------------------------------===//

def LoopVectorizeAttr : LLVM_Attr<"LoopVectorize", "loop_vectorize"> {
  let description = [{
    This attribute defines vectorization specific loop annotations that map to
    the "!llvm.loop.vectorize" metadata.
  }];

  let parameters = (ins
    LLVM_OptionalBoolParameter:$disable,
    LLVM_OptionalBoolParameter:$predicateEnable,
    LLVM_OptionalBoolParameter:$scalableEnable,
    LLVM_OptionalIntegerParameter:$width,
    OptionalParameter<"::core::option::Option<::llvm::LoopAnnotationAttr>">:$followupVectorized,
    OptionalParameter<"::core::option::Option<::llvm::LoopAnnotationAttr>">:$followupEpilogue,
    OptionalParameter<"::core::option::Option<::llvm::LoopAnnotationAttr>">:$followupAll
  );

  let assemblyFormat = "`<` struct(params) `>`";
}

def LoopInterleaveAttr : LLVM_Attr<"LoopInterleave", "loop_interleave"> {
  let description = [{
    This attribute defines interleaving specific loop annotations that map to
    the "!llvm.loop.interleave" metadata.
  }];

  let parameters = (ins
    LLVM_IntegerParameter:$count
  );

  let assemblyFormat = "`<` struct(params) `>`";
}

def LoopUnrollAttr : LLVM_Attr<"LoopUnroll", "loop_unroll"> {
  let description = [{
    This attribute defines unrolling specific loop annotations that map to
    the "!llvm.loop.unroll" metadata.
  }];

  let parameters = (ins
    LLVM_OptionalBoolParameter:$disable,
    LLVM_OptionalIntegerParameter:$count,
    LLVM_OptionalBoolParameter:$runtimeDisable,
    LLVM_OptionalBoolParameter:$full,
    OptionalParameter<"::core::option::Option<::llvm::LoopAnnotationAttr>">:$followupUnrolled,
    OptionalParameter<"::core::option::Option<::llvm::LoopAnnotationAttr>">:$followupRemainder,
    OptionalParameter<"::core::option::Option<::llvm::LoopAnnotationAttr>">:$followupAll
  );

  let assemblyFormat = "`<` struct(params) `>`";
}

def LoopUnrollAndJamAttr : LLVM_Attr<"LoopUnrollAndJam", "loop_unroll_and_jam"> {
  let description = [{
    This attribute defines "unroll and jam" specific loop annotations that map to
    the "!llvm.loop.unroll_and_jam" metadata.
  }];

  let parameters = (ins
    LLVM_OptionalBoolParameter:$disable,
    LLVM_OptionalIntegerParameter:$count,
    OptionalParameter<"::core::option::Option<::llvm::LoopAnnotationAttr>">:$followupOuter,
    OptionalParameter<"::core::option::Option<::llvm::LoopAnnotationAttr>">:$followupInner,
    OptionalParameter<"::core::option::Option<::llvm::LoopAnnotationAttr>">:$followupRemainderOuter,
    OptionalParameter<"::core::option::Option<::llvm::LoopAnnotationAttr>">:$followupRemainderInner,
    OptionalParameter<"::core::option::Option<::llvm::LoopAnnotationAttr>">:$followupAll
  );

  let assemblyFormat = "`<` struct(params) `>`";
}

def LoopLICMAttr : LLVM_Attr<"LoopLICM", "loop_licm"> {
  let description = [{
    This attribute encapsulates loop invariant code motion (licm) specific loop
    annotations. The fields correspond to the "!llvm.licm.disable" and the
    "!llvm.loop.licm_versioning.disable" metadata.
  }];

  let parameters = (ins
    LLVM_OptionalBoolParameter:$disable,
    LLVM_OptionalBoolParameter:$versioningDisable
  );

  let assemblyFormat = "`<` struct(params) `>`";
}

def LoopDistributeAttr : LLVM_Attr<"LoopDistribute", "loop_distribute"> {
  let description = [{
    This attribute defines distribution specific loop annotations that map to
    the "!llvm.loop.distribute" metadata.
  }];

  let parameters = (ins
    LLVM_OptionalBoolParameter:$disable,
    OptionalParameter<"::core::option::Option<::llvm::LoopAnnotationAttr>">:$followupCoincident,
    OptionalParameter<"::core::option::Option<::llvm::LoopAnnotationAttr>">:$followupSequential,
    OptionalParameter<"::core::option::Option<::llvm::LoopAnnotationAttr>">:$followupFallback,
    OptionalParameter<"::core::option::Option<::llvm::LoopAnnotationAttr>">:$followupAll
  );

  let assemblyFormat = "`<` struct(params) `>`";
}

def LoopPipelineAttr : LLVM_Attr<"LoopPipeline", "loop_pipeline"> {
  let description = [{
    This attribute defines pipelining specific loop annotations that map to
    the "!llvm.loop.pipeline" metadata.
  }];

  let parameters = (ins
    LLVM_OptionalBoolParameter:$disable,
    LLVM_OptionalIntegerParameter:$initiationinterval
  );

  let assemblyFormat = "`<` struct(params) `>`";
}

def LoopPeeledAttr : LLVM_Attr<"LoopPeeled", "loop_peeled"> {
  let description = [{
    This attribute defines pipelining specific loop annotations that map to
    the "!llvm.loop.peeled" metadata.
  }];

  let parameters = (ins
    LLVM_OptionalIntegerParameter:$count
  );

  let assemblyFormat = "`<` struct(params) `>`";
}

def LoopUnswitchAttr : LLVM_Attr<"LoopUnswitch", "loop_unswitch"> {
  let description = [{
    This attribute defines pipelining specific loop annotations that map to
    the "!llvm.loop.unswitch" metadata.
  }];

  let parameters = (ins
    LLVM_OptionalBoolParameter:$partialDisable
  );

  let assemblyFormat = "`<` struct(params) `>`";
}

def LoopAnnotationAttr : LLVM_Attr<"LoopAnnotation", "loop_annotation"> {
  let description = [{
    This attributes encapsulates "loop metadata". It is meant to decorate
    branches that are "latches" (loop backedges) and maps to the `!llvm.loop`
    metadatas: https://llvm.org/docs/LangRef.html#llvm-loop
    It stores annotations in attribute parameters and groups related options in
    nested attributes to provide structured access.
  }];

  let parameters = (ins
    LLVM_OptionalBoolParameter:$disableNonforced,
    OptionalParameter<"::core::option::Option<::llvm::LoopVectorizeAttr>">:$vectorize,
    OptionalParameter<"::core::option::Option<::llvm::LoopInterleaveAttr>">:$interleave,
    OptionalParameter<"::core::option::Option<::llvm::LoopUnrollAttr>">:$unroll,
    OptionalParameter<"::core::option::Option<::llvm::LoopUnrollAndJamAttr>">:$unrollAndJam,
    OptionalParameter<"::core::option::Option<::llvm::LoopLICMAttr>">:$licm,
    OptionalParameter<"::core::option::Option<::llvm::LoopDistributeAttr>">:$distribute,
    OptionalParameter<"::core::option::Option<::llvm::LoopPipelineAttr>">:$pipeline,
    OptionalParameter<"::core::option::Option<::llvm::LoopPeeledAttr>">:$peeled,
    OptionalParameter<"::core::option::Option<::llvm::LoopUnswitchAttr>">:$unswitch,
    LLVM_OptionalBoolParameter:$mustProgress,
    LLVM_OptionalBoolParameter:$isVectorized,
    LLVM_OptionalFusedLocParameter:$startLoc,
    LLVM_OptionalFusedLocParameter:$endLoc,
    OptionalArrayRefParameter<"::llvm::AccessGroupAttr">:$parallelAccesses
  );

  let assemblyFormat = "`<` struct(params) `>`";
}

//===----------------------------------------------------------------------===//
// DebugInfo Attributes
//===----------------------------------------------------------------------===//

class LLVM_DIParameter<string summary, string default, string parseName,
                       string errorCase, string printName = parseName>
    : AttrOrTypeParameter<"u32", "debug info " # summary> {
  let parser = "::llvm::dwarf::parse_name($_parser, \"" # summary # "\", ::llvm::dwarf::DwarfTable::" # parseName # ")";
  let printer = "::llvm::dwarf::print_name($_printer, ::llvm::dwarf::DwarfTable::" # parseName # ", $_self)";
  let mlirCppType = "unsigned";
  let defaultValue = !if(!empty(default), "", default # "_u32");
}

def LLVM_DICallingConventionParameter : LLVM_DIParameter<
  "calling convention", /*default=*/"0", "CallingConvention", /*errorCase=*/"0",
  "Convention"
>;

def LLVM_DIEncodingParameter : LLVM_DIParameter<
  "encoding", /*default=*/"0", "AttributeEncoding", /*errorCase=*/"0"
>;

def LLVM_DILanguageParameter : LLVM_DIParameter<
  "language", /*default=*/"", "Language", /*errorCase=*/"0"
>;

def LLVM_DITagParameter : LLVM_DIParameter<
  "tag", /*default=*/"", "Tag", /*errorCase=*/"llvm::dwarf::DW_TAG_invalid"
>;

def LLVM_DIOperationEncodingParameter : LLVM_DIParameter<
  "operation encoding", /*default=*/"", "OperationEncoding", /*errorCase=*/"0"
>;

//===----------------------------------------------------------------------===//
// DIExpressionAttr
//===----------------------------------------------------------------------===//

def LLVM_DIExpressionElemAttr : LLVM_Attr<"DIExpressionElem",
                                          "di_expression_elem"> {
  let parameters = (ins
    LLVM_DIOperationEncodingParameter:$opcode,
    OptionalArrayRefParameter<"u64">:$arguments);
  let assemblyFormat = [{
    `` $opcode ( `(` custom<ExpressionArg>(ref($opcode), $arguments)^ `)` ) : (``)?
  }];
}

def LLVM_DIExpressionAttr : LLVM_Attr<"DIExpression", "di_expression"> {
  let parameters = (ins
    OptionalArrayRefParameter<"DIExpressionElemAttr">:$operations
  );
  // (Held as a plain attribute by ops, so that upstream's default `{}`, the
  // empty expression, is one the registration builds.)
  let returnType = "::ir::Attribute";
  let convertFromStorage = "$_self";
  let constBuilderCall =
            "::ir::Attribute::from(::llvm::DIExpressionAttr::get($_builder, &[]))";
  let assemblyFormat = "`<` ( `[` $operations^ `]` ) : (``)? `>`";
}

//===----------------------------------------------------------------------===//
// DINullTypeAttr
//===----------------------------------------------------------------------===//

def LLVM_DINullTypeAttr : LLVM_Attr<"DINullType", "di_null_type",
                                    /*traits=*/[], "DITypeAttr"> {
  let parameters = (ins);
}

//===----------------------------------------------------------------------===//
// DIBasicTypeAttr
//===----------------------------------------------------------------------===//

def LLVM_DIBasicTypeAttr : LLVM_Attr<"DIBasicType", "di_basic_type",
                                     /*traits=*/[], "DITypeAttr"> {
  let parameters = (ins
    LLVM_DITagParameter:$tag,
    LLVM_StringParameter:$name,
    OptionalParameter<"u64">:$sizeInBits,
    LLVM_DIEncodingParameter:$encoding
  );

  let assemblyFormat = "`<` struct(params) `>`";
}

//===----------------------------------------------------------------------===//
// DICompileUnitAttr
//===----------------------------------------------------------------------===//

def LLVM_DICompileUnitAttr : LLVM_Attr<"DICompileUnit", "di_compile_unit",
                                       /*traits=*/[], "DIScopeAttr"> {
  let parameters = (ins
    LLVM_DistinctParameter:$id,
    LLVM_DILanguageParameter:$sourceLanguage,
    "DIFileAttr":$file,
    LLVM_OptionalStringParameter:$producer,
    "bool":$isOptimized,
    "DIEmissionKind":$emissionKind,
    OptionalParameter<"DINameTableKind">:$nameTableKind
  );
  let assemblyFormat = "`<` struct(params) `>`";
}

//===----------------------------------------------------------------------===//
// DICompositeTypeAttr
//===----------------------------------------------------------------------===//

def LLVM_DICompositeTypeAttr : LLVM_Attr<"DICompositeType", "di_composite_type",
                                         [],
                                         "DITypeAttr"> {
  let parameters = (ins
    LLVM_DITagParameter:$tag,
    LLVM_OptionalDistinctParameter:$recId,
    LLVM_OptionalStringParameter:$name,
    LLVM_OptionalAttrParameter<"DIFileAttr">:$file,
    OptionalParameter<"u32">:$line,
    LLVM_OptionalAttrParameter<"DIScopeAttr">:$scope,
    LLVM_OptionalAttrParameter<"DITypeAttr">:$baseType,
    OptionalParameter<"DIFlags", "DIFlags::Zero">:$flags,
    OptionalParameter<"u64">:$sizeInBits,
    OptionalParameter<"u64">:$alignInBits,
    OptionalArrayRefParameter<"DINodeAttr">:$elements,
    LLVM_OptionalAttrParameter<"DIExpressionAttr">:$dataLocation,
    LLVM_OptionalAttrParameter<"DIExpressionAttr">:$rank,
    LLVM_OptionalAttrParameter<"DIExpressionAttr">:$allocated,
    LLVM_OptionalAttrParameter<"DIExpressionAttr">:$associated
  );
  let assemblyFormat = "`<` struct(params) `>`";
}

//===----------------------------------------------------------------------===//
// DIDerivedTypeAttr
//===----------------------------------------------------------------------===//

def LLVM_DIDerivedTypeAttr : LLVM_Attr<"DIDerivedType", "di_derived_type",
                                       /*traits=*/[], "DITypeAttr"> {
  let parameters = (ins
    LLVM_DITagParameter:$tag,
    LLVM_OptionalStringParameter:$name,
    LLVM_OptionalAttrParameter<"DITypeAttr">:$baseType,
    OptionalParameter<"u64">:$sizeInBits,
    OptionalParameter<"u32">:$alignInBits,
    OptionalParameter<"u64">:$offsetInBits,
    OptionalParameter<"::core::option::Option<u32>">:$dwarfAddressSpace,
    LLVM_OptionalAttrParameter<"DINodeAttr">:$extraData
  );
  let assemblyFormat = "`<` struct(params) `>`";
}

//===----------------------------------------------------------------------===//
// DIFileAttr
//===----------------------------------------------------------------------===//

def LLVM_DIFileAttr : LLVM_Attr<"DIFile", "di_file", /*traits=*/[], "DIScopeAttr"> {
  let parameters = (ins LLVM_StringParameter:$name, LLVM_StringParameter:$directory);
  let assemblyFormat = "`<` $name `in` $directory `>`";
}

//===----------------------------------------------------------------------===//
// DIGlobalVariableExpressionAttr
//===----------------------------------------------------------------------===//

def LLVM_DIGlobalVariableExpressionAttr
    : LLVM_Attr<"DIGlobalVariableExpression", "di_global_variable_expression"> {
  let parameters = (ins
    "DIGlobalVariableAttr":$var,
    LLVM_OptionalAttrParameter<"DIExpressionAttr">:$expr
  );
  let assemblyFormat = "`<` struct(params) `>`";
}

//===----------------------------------------------------------------------===//
// DIGlobalVariableAttr
//===----------------------------------------------------------------------===//

def LLVM_DIGlobalVariable : LLVM_Attr<"DIGlobalVariable", "di_global_variable",
                                      /*traits=*/[], "DINodeAttr"> {
  let parameters = (ins
    LLVM_OptionalAttrParameter<"DIScopeAttr">:$scope,
    LLVM_OptionalStringParameter:$name,
    LLVM_OptionalStringParameter:$linkageName,
    "DIFileAttr":$file,
    "u32":$line,
    "DITypeAttr":$type,
    OptionalParameter<"bool">:$isLocalToUnit,
    OptionalParameter<"bool">:$isDefined,
    OptionalParameter<"u32">:$alignInBits);
  let assemblyFormat = "`<` struct(params) `>`";
}

//===----------------------------------------------------------------------===//
// DILexicalBlockAttr
//===----------------------------------------------------------------------===//

def LLVM_DILexicalBlockAttr : LLVM_Attr<"DILexicalBlock", "di_lexical_block",
                                        /*traits=*/[], "DIScopeAttr"> {
  let parameters = (ins
    "DIScopeAttr":$scope,
    LLVM_OptionalAttrParameter<"DIFileAttr">:$file,
    OptionalParameter<"u32">:$line,
    OptionalParameter<"u32">:$column
  );
  let assemblyFormat = "`<` struct(params) `>`";
}

//===----------------------------------------------------------------------===//
// DILexicalBlockFileAttr
//===----------------------------------------------------------------------===//

def LLVM_DILexicalBlockFile : LLVM_Attr<"DILexicalBlockFile", "di_lexical_block_file",
                                        /*traits=*/[], "DIScopeAttr"> {
  let parameters = (ins
    "DIScopeAttr":$scope,
    LLVM_OptionalAttrParameter<"DIFileAttr">:$file,
    "u32":$discriminator
  );
  let assemblyFormat = "`<` struct(params) `>`";
}

//===----------------------------------------------------------------------===//
// DILocalVariableAttr
//===----------------------------------------------------------------------===//

def LLVM_DILocalVariableAttr : LLVM_Attr<"DILocalVariable", "di_local_variable",
                                         /*traits=*/[], "DINodeAttr"> {
  let parameters = (ins
    "DIScopeAttr":$scope,
    LLVM_OptionalStringParameter:$name,
    LLVM_OptionalAttrParameter<"DIFileAttr">:$file,
    OptionalParameter<"u32">:$line,
    OptionalParameter<"u32">:$arg,
    OptionalParameter<"u32">:$alignInBits,
    LLVM_OptionalAttrParameter<"DITypeAttr">:$type
  );
  let assemblyFormat = "`<` struct(params) `>`";
}

//===----------------------------------------------------------------------===//
// DISubprogramAttr
//===----------------------------------------------------------------------===//

def LLVM_DISubprogramAttr : LLVM_Attr<"DISubprogram", "di_subprogram",
                                      /*traits=*/[], "DIScopeAttr"> {
  let parameters = (ins
    LLVM_OptionalDistinctParameter:$id,
    LLVM_OptionalAttrParameter<"DICompileUnitAttr">:$compileUnit,
    "DIScopeAttr":$scope,
    LLVM_OptionalStringParameter:$name,
    LLVM_OptionalStringParameter:$linkageName,
    "DIFileAttr":$file,
    OptionalParameter<"u32">:$line,
    OptionalParameter<"u32">:$scopeLine,
    OptionalParameter<"DISubprogramFlags">:$subprogramFlags,
    LLVM_OptionalAttrParameter<"DISubroutineTypeAttr">:$type
  );

  let assemblyFormat = "`<` struct(params) `>`";
}

//===----------------------------------------------------------------------===//
// DIModuleAttr
//===----------------------------------------------------------------------===//

def LLVM_DIModuleAttr : LLVM_Attr<"DIModule", "di_module",
                                      /*traits=*/[], "DIScopeAttr"> {
  let parameters = (ins
    LLVM_OptionalAttrParameter<"DIFileAttr">:$file,
    LLVM_OptionalAttrParameter<"DIScopeAttr">:$scope,
    LLVM_OptionalStringParameter:$name,
    LLVM_OptionalStringParameter:$configMacros,
    LLVM_OptionalStringParameter:$includePath,
    LLVM_OptionalStringParameter:$apinotes,
    OptionalParameter<"u32">:$line,
    OptionalParameter<"bool">:$isDecl
  );

  let assemblyFormat = "`<` struct(params) `>`";
}

//===----------------------------------------------------------------------===//
// DINamespaceAttr
//===----------------------------------------------------------------------===//

def LLVM_DINamespaceAttr : LLVM_Attr<"DINamespace", "di_namespace",
                                      /*traits=*/[], "DIScopeAttr"> {
  let parameters = (ins
    LLVM_OptionalStringParameter:$name,
    LLVM_OptionalAttrParameter<"DIScopeAttr">:$scope,
    "bool":$exportSymbols
  );

  let assemblyFormat = "`<` struct(params) `>`";
}

//===----------------------------------------------------------------------===//
// DISubrangeAttr
//===----------------------------------------------------------------------===//

def LLVM_DISubrangeAttr : LLVM_Attr<"DISubrange", "di_subrange", /*traits=*/[],
                                    "DINodeAttr"> {
  let parameters = (ins
    OptionalParameter<"::core::option::Option<::ir::Attribute>">:$count,
    OptionalParameter<"::core::option::Option<::ir::Attribute>">:$lowerBound,
    OptionalParameter<"::core::option::Option<::ir::Attribute>">:$upperBound,
    OptionalParameter<"::core::option::Option<::ir::Attribute>">:$stride
  );
  let assemblyFormat = "`<` struct(params) `>`";
}

//===----------------------------------------------------------------------===//
// DISubroutineTypeAttr
//===----------------------------------------------------------------------===//

def LLVM_DISubroutineTypeAttr : LLVM_Attr<"DISubroutineType", "di_subroutine_type",
                                          /*traits=*/[], "DITypeAttr"> {
  let parameters = (ins
    LLVM_DICallingConventionParameter:$callingConvention,
    OptionalArrayRefParameter<"DITypeAttr">:$types
  );
  let assemblyFormat = "`<` struct(params) `>`";
}

//===----------------------------------------------------------------------===//
// DILabelAttr
//===----------------------------------------------------------------------===//

def LLVM_DILabelAttr : LLVM_Attr<"DILabel", "di_label",
                                 /*traits=*/[], "DINodeAttr"> {
  let parameters = (ins
    "DIScopeAttr":$scope,
    LLVM_OptionalStringParameter:$name,
    LLVM_OptionalAttrParameter<"DIFileAttr">:$file,
    OptionalParameter<"u32">:$line
  );

  let assemblyFormat = "`<` struct(params) `>`";
}

//===----------------------------------------------------------------------===//
// DIStringTypeAttr
//===----------------------------------------------------------------------===//

def LLVM_DIStringTypeAttr : LLVM_Attr<"DIStringType", "di_string_type",
                                     /*traits=*/[], "DITypeAttr"> {
  let parameters = (ins
    LLVM_DITagParameter:$tag,
    LLVM_StringParameter:$name,
    OptionalParameter<"u64">:$sizeInBits,
    OptionalParameter<"u32">:$alignInBits,
    LLVM_OptionalAttrParameter<"DIVariableAttr">:$stringLength,
    LLVM_OptionalAttrParameter<"DIExpressionAttr">:$stringLengthExp,
    LLVM_OptionalAttrParameter<"DIExpressionAttr">:$stringLocationExp,
    LLVM_DIEncodingParameter:$encoding
  );
  let assemblyFormat = "`<` struct(params) `>`";
}

//===----------------------------------------------------------------------===//
// MemoryEffectsAttr
//===----------------------------------------------------------------------===//

def LLVM_MemoryEffectsAttr : LLVM_Attr<"MemoryEffects", "memory_effects"> {
  let parameters = (ins
    "ModRefInfo":$other,
    "ModRefInfo":$argMem,
    "ModRefInfo":$inaccessibleMem
  );
  let assemblyFormat = "`<` struct(params) `>`";
}

//===----------------------------------------------------------------------===//
// AliasScopeDomainAttr
//===----------------------------------------------------------------------===//

def LLVM_AliasScopeDomainAttr : LLVM_Attr<"AliasScopeDomain",
                                          "alias_scope_domain"> {
  let parameters = (ins
    LLVM_DistinctParameter:$id,
    OptionalParameter<"::core::option::Option<::ir::Attribute>">:$description
  );

  let builders = [
    AttrBuilder<(ins CArg<"::core::option::Option<::ir::Attribute>", "{}">:$description), [{
      let unit = $_ctxt.unit_attr();
      let id = $_ctxt.distinct_attr(unit);
      $_get($_ctxt, id, description)
    }]>
  ];

  let summary = "LLVM dialect alias scope domain metadata";

  let description = [{
    Defines a domain that may be associated with an alias scope.

    See the following link for more details:
    https://llvm.org/docs/LangRef.html#noalias-and-alias-scope-metadata
  }];

  let assemblyFormat = "`<` struct(params) `>`";
}

//===----------------------------------------------------------------------===//
// AliasScopeAttr
//===----------------------------------------------------------------------===//

def LLVM_AliasScopeAttr : LLVM_Attr<"AliasScope", "alias_scope"> {
  let parameters = (ins
    LLVM_DistinctParameter:$id,
    LLVM_AttrParameter<"AliasScopeDomainAttr">:$domain,
    OptionalParameter<"::core::option::Option<::ir::Attribute>">:$description
  );

  let builders = [
    AttrBuilder<(ins
      "::llvm::AliasScopeDomainAttr":$domain,
      CArg<"::core::option::Option<::ir::Attribute>", "{}">:$description
    ), [{
      let unit = $_ctxt.unit_attr();
      let id = $_ctxt.distinct_attr(unit);
      $_get($_ctxt, id, domain, description)
    }]>
  ];

  let description = [{
    Defines an alias scope that can be attached to a memory-accessing operation.
    Such scopes can be used in combination with `noalias` metadata to indicate
    that sets of memory-affecting operations in one scope do not alias with
    memory-affecting operations in another scope.

    Example:
    ```mlir
    #domain = #llvm.alias_scope_domain<id = distinct[1]<>, description = "Optional domain description">
    #scope1 = #llvm.alias_scope<id = distinct[2]<>, domain = #domain>
    #scope2 = #llvm.alias_scope<id = distinct[3]<>, domain = #domain, description = "Optional scope description">
    llvm.func @foo(%ptr1 : !llvm.ptr) {
        %c0 = llvm.mlir.constant(0 : i32) : i32
        %c4 = llvm.mlir.constant(4 : i32) : i32
        %1 = llvm.ptrtoint %ptr1 : !llvm.ptr to i32
        %2 = llvm.add %1, %c1 : i32
        %ptr2 = llvm.inttoptr %2 : i32 to !llvm.ptr
        llvm.store %c0, %ptr1 { alias_scopes = [#scope1], llvm.noalias = [#scope2] } : i32, !llvm.ptr
        llvm.store %c4, %ptr2 { alias_scopes = [#scope2], llvm.noalias = [#scope1] } : i32, !llvm.ptr
        llvm.return
    }
    ```

    See the following link for more details:
    https://llvm.org/docs/LangRef.html#noalias-and-alias-scope-metadata
  }];

  let summary = "LLVM dialect alias scope";

  let assemblyFormat = "`<` struct(params) `>`";
}

def LLVM_AliasScopeArrayAttr
    : TypedArrayAttrBase<LLVM_AliasScopeAttr,
                         LLVM_AliasScopeAttr.summary # " array"> {
  let constBuilderCall = ?;
}

//===----------------------------------------------------------------------===//
// AccessGroupAttr
//===----------------------------------------------------------------------===//

def LLVM_AccessGroupAttr : LLVM_Attr<"AccessGroup", "access_group"> {

  let parameters = (ins LLVM_DistinctParameter:$id);

  let builders = [
    AttrBuilder<(ins), [{
      let unit = $_ctxt.unit_attr();
      let id = $_ctxt.distinct_attr(unit);
      $_get($_ctxt, id)
    }]>
  ];

  let summary = "LLVM dialect access group metadata";

  let description = [{
    Defines an access group metadata that can be set on any instruction
    that potentially accesses memory via the `AccessGroupOpInterface` or on
    branch instructions in the loop latch block via the `parallelAccesses`
    parameter of `LoopAnnotationAttr`.

    See the following link for more details:
    https://llvm.org/docs/LangRef.html#llvm-access-group-metadata
  }];

  let assemblyFormat = "`<` struct(params) `>`";
}

def LLVM_AccessGroupArrayAttr
    : TypedArrayAttrBase<LLVM_AccessGroupAttr,
                         LLVM_AccessGroupAttr.summary # " array"> {
  let constBuilderCall = ?;
}

//===----------------------------------------------------------------------===//
// TBAARootAttr
//===----------------------------------------------------------------------===//

def LLVM_TBAARootAttr : LLVM_Attr<"TBAARoot", "tbaa_root", [], "TBAANodeAttr"> {
  let parameters = (ins OptionalParameter<"::core::option::Option<::ir::Attribute>">:$id);

  let summary = "LLVM dialect TBAA root metadata";
  let description = [{
    Defines a TBAA root node.

    Example:
    ```mlir
    #cpp_root = #llvm.tbaa_root<identity = "Simple C/C++ TBAA">
    #other_root = #llvm.tbaa_root
    ```

    See the following link for more details:
    https://llvm.org/docs/LangRef.html#tbaa-metadata
  }];

  let assemblyFormat = "(`<` struct(params)^ `>`)?";
}

//===----------------------------------------------------------------------===//
// TBAATypeDescriptorAttr
//===----------------------------------------------------------------------===//

def LLVM_TBAAMemberAttr : LLVM_Attr<"TBAAMember", "tbaa_member"> {
  let parameters = (ins
    LLVM_AttrParameter<"TBAANodeAttr">:$typeDesc,
    "i64":$offset
  );


  let assemblyFormat = "`<` params `>`";
}

def LLVM_TBAAMemberAttrArray : ArrayRefParameter<"::llvm::TBAAMemberAttr"> {
  let mlirCppType = "::llvm::ArrayRef<TBAAMemberAttr>";
  let printer = [{
    ::llvm::print_tbaa_members($_printer, $_self)
  }];

  let parser = [{
    ::llvm::parse_tbaa_members($_parser)
  }];
}

def LLVM_TBAATypeDescriptorAttr : LLVM_Attr<"TBAATypeDescriptor",
    "tbaa_type_desc", [], "TBAANodeAttr"> {
  let parameters = (ins
    StringRefParameter<>:$id,
    LLVM_TBAAMemberAttrArray:$members
  );

  let summary = "LLVM dialect TBAA type metadata";

  let description = [{
    Defines a TBAA node describing a type.

    Example:
    ```mlir
    #tbaa_root = #llvm.tbaa_root<identity = "Simple C/C++ TBAA">
    #tbaa_type_desc1 = #llvm.tbaa_type_desc<id = "omnipotent char", members = {<#tbaa_root, 0>}>
    #tbaa_type_desc2 = #llvm.tbaa_type_desc<id = "long long", members = {<#tbaa_root, 0>}>
    #tbaa_type_desc3 = #llvm.tbaa_type_desc<id = "agg2_t", members = {<#tbaa_type_desc2, 0>, <#tbaa_type_desc2, 8>}>
    #tbaa_type_desc4 = #llvm.tbaa_type_desc<id = "int", members = {<#tbaa_type_desc1, 0>}>
    #tbaa_type_desc5 = #llvm.tbaa_type_desc<id = "agg1_t", members = {<#tbaa_type_desc4, 0>, <#tbaa_type_desc4, 4>}>
    ```

    See the following link for more details:
    https://llvm.org/docs/LangRef.html#tbaa-metadata
  }];

  let assemblyFormat = "`<` struct(params) `>`";
}

//===----------------------------------------------------------------------===//
// TBAATagAttr
//===----------------------------------------------------------------------===//

def LLVM_TBAATagAttr : LLVM_Attr<"TBAATag", "tbaa_tag"> {
  let parameters = (ins
    LLVM_AttrParameter<"TBAATypeDescriptorAttr">:$base_type,
    LLVM_AttrParameter<"TBAATypeDescriptorAttr">:$access_type,
    "i64":$offset,
    DefaultValuedParameter<"bool", "false">:$constant
  );

  let builders = [
    AttrBuilder<(ins "::llvm::TBAATypeDescriptorAttr":$baseType,
                     "::llvm::TBAATypeDescriptorAttr":$accessType,
                     "i64":$offset), [{
      $_get($_ctxt, base_type, access_type, offset,
                    /*constant=*/false)
    }]>
  ];

  let summary = "LLVM dialect TBAA tag metadata";

  let description = [{
    Defines a TBAA node describing a memory access.

    Example:
    ```mlir
    #tbaa_root = #llvm.tbaa_root<identity = "Simple C/C++ TBAA">
    #tbaa_type_desc1 = #llvm.tbaa_type_desc<id = "omnipotent char", members = {<#tbaa_root, 0>}>
    #tbaa_type_desc2 = #llvm.tbaa_type_desc<id = "int", members = {<#tbaa_type_desc1, 0>}>
    #tbaa_type_desc3 = #llvm.tbaa_type_desc<id = "agg1_t", members = {<#tbaa_type_desc4, 0>, <#tbaa_type_desc4, 4>}>
    #tbaa_tag = #llvm.tbaa_tag<base_type = #tbaa_type_desc3, access_type = #tbaa_type_desc2, offset = 0, constant = true>
    ```

    See the following link for more details:
    https://llvm.org/docs/LangRef.html#tbaa-metadata
  }];

  let assemblyFormat = "`<` struct(params) `>`";
}

def LLVM_TBAATagArrayAttr
    : TypedArrayAttrBase<LLVM_TBAATagAttr,
                         LLVM_TBAATagAttr.summary # " array"> {
  let constBuilderCall = ?;
}

//===----------------------------------------------------------------------===//
// VScaleRangeAttr
//===----------------------------------------------------------------------===//

def LLVM_VScaleRangeAttr : LLVM_Attr<"VScaleRange", "vscale_range"> {
  let parameters =  (ins
    "::ir::Attribute":$minRange,
    "::ir::Attribute":$maxRange);
  let assemblyFormat = "`<` struct(params) `>`";
}

//===----------------------------------------------------------------------===//
// TargetFeaturesAttr
//===----------------------------------------------------------------------===//

def LLVM_TargetFeaturesAttr : LLVM_Attr<"TargetFeatures", "target_features">
{
  let summary = "LLVM target features attribute";

  let description = [{
    Represents the LLVM target features as a list that can be checked within
    passes/rewrites.

    Example:
    ```mlir
    #llvm.target_features<["+sme", "+sve", "+sme-f64f64"]>
    ```

    Then within a pass or rewrite the features active at an op can be queried:

    ```c++
    auto targetFeatures = LLVM::TargetFeaturesAttr::featuresAt(op);

    if (!targetFeatures.contains("+sme-f64f64"))
      return failure();
    ```
  }];

  let parameters = (ins OptionalArrayRefParameter<"::ir::Attribute">:$features);

  let builders = [
    AttrBuilder<(ins "&str":$features), [{
      let features: ::std::vec::Vec<&str> =
          features.split(',').filter(|f| !f.is_empty()).collect();
      let features: ::std::vec::Vec<::ir::Attribute> =
          features.iter().map(|f| $_ctxt.string_attr(f)).collect();
      $_get($_ctxt, &features)
    }]>,
    AttrBuilder<(ins "&[&str]":$list), [{
      let features: ::std::vec::Vec<::ir::Attribute> =
          list.iter().map(|f| $_ctxt.string_attr(f)).collect();
      $_get($_ctxt, &features)
    }]>
  ];

  let extraClassDeclaration = [{
    /// Whether `feature` is in the features list.
    pub fn contains(self, ctx: &::ir::Context, feature: &str) -> bool {
        self.features(ctx).iter().any(|&f| ctx.as_string(f) == Some(feature))
    }

    /// Whether the features are empty.
    pub fn is_empty(self, ctx: &::ir::Context) -> bool {
        self.features(ctx).is_empty()
    }

    /// The list of features as an LLVM-compatible string.
    pub fn features_string(self, ctx: &::ir::Context) -> ::std::string::String {
        let features: ::std::vec::Vec<&str> =
            self.features(ctx).iter().filter_map(|&f| ctx.as_string(f)).collect();
        features.join(",")
    }

    /// The target features on the function `op` is in (upstream's
    /// `featuresAt`: this attribute under its canonical name).
    pub fn features_at(ctx: &::ir::Context, op: ::ir::OpId) -> ::core::option::Option<Self> {
        let mut parent = ctx.op_parent_op(op);
        while let ::core::option::Option::Some(p) = parent {
            if ::ir::interfaces::FunctionOpInterfaceRef::get(ctx, p).is_some() {
                let attr = ctx.attr(p, Self::ATTRIBUTE_NAME)?;
                return Self::from_attribute(ctx, attr);
            }
            parent = ctx.op_parent_op(p);
        }
        ::core::option::Option::None
    }

    /// Canonical name for this attribute within MLIR.
    pub const ATTRIBUTE_NAME: &'static str = "target_features";
  }];

  let assemblyFormat = "`<` `[` (`]`) : ($features^ `]`)? `>`";
  let genVerifyDecl = 1;
}


//===----------------------------------------------------------------------===//
// UndefAttr
//===----------------------------------------------------------------------===//

/// Folded into from LLVM::UndefOp.
def LLVM_UndefAttr : LLVM_Attr<"Undef", "undef">;

//===----------------------------------------------------------------------===//
// PoisonAttr
//===----------------------------------------------------------------------===//

/// Folded into from LLVM::PoisonOp.
def LLVM_PoisonAttr : LLVM_Attr<"Poison", "poison">;

//===----------------------------------------------------------------------===//
// ZeroAttr
//===----------------------------------------------------------------------===//

/// Folded into from LLVM::ZeroOp.
def LLVM_ZeroAttr : LLVM_Attr<"Zero", "zero">;

//===----------------------------------------------------------------------===//
// TailCallKindAttr
//===----------------------------------------------------------------------===//

def TailCallKindAttr : LLVM_Attr<"TailCallKind", "tailcallkind"> {
  let parameters = (ins "TailCallKind":$tailCallKind);
  let assemblyFormat = "`<` $tailCallKind `>`";
}

#endif // LLVMIR_ATTRDEFS
